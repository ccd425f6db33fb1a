'use client';

import type { FleetCard } from '@fuel/sdk/fleet';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import formStyles from '@/components/form/form.module.css';
import { lazyResolver } from '@/components/form/lazy-resolver';
import { buttonClass, submitClass } from '@/features/orders/styles';
import { setError } from './card-order-values';
import { useCardMutations } from './queries';
import { CardSettingsFields } from './settings-fields';
import { type CardSettingsValues, settingsField, settingsOf, toSettings } from './settings-values';

/** The server's schema, loaded (with zod) when the form opens, not with the cards' page. */
const resolver = lazyResolver<CardSettingsValues>(async () => {
  const { fleetCardSettingsBody } = await import('@fuel/sdk/fleet-rules');
  return async (values) => {
    const result = fleetCardSettingsBody.safeParse(toSettings(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const field = settingsField(issue.path.join('.'));
      if (field) setError(errors, field, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors: errors as FieldErrors<CardSettingsValues> };
  };
});

/** Changes a card's limit, products and working hours. */
export function CardSettingsForm({
  card,
  run,
  onDone,
}: {
  card: FleetCard;
  run: (work: () => Promise<unknown>, done: string) => Promise<void>;
  onDone: () => void;
}) {
  const t = useTranslations('Cards.settings');
  const { updateSettings } = useCardMutations();
  const form = useForm<CardSettingsValues>({ resolver, defaultValues: settingsOf(card) });
  // The form opens on a click: its schema starts loading now, before the first check needs it.
  useEffect(() => resolver.preload(), []);
  return (
    <form
      className={formStyles.form}
      aria-label={t('title', { number: card.number })}
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        await run(
          () => updateSettings.mutateAsync({ id: card.id, body: toSettings(values) }),
          t('saved', { number: card.number }),
        );
        onDone();
      })}
    >
      <fieldset className={formStyles.section}>
        <legend>{t('title', { number: card.number })}</legend>
        <CardSettingsFields
          idPrefix={`card-${card.id}`}
          register={form.register}
          watch={form.watch}
          errors={form.formState.errors}
        />
        <div className={formStyles.twoColumns}>
          <button type="submit" className={submitClass}>
            {t('save')}
          </button>
          <button type="button" className={buttonClass('ghost')} onClick={onDone}>
            {t('cancel')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
