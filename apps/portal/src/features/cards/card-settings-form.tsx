'use client';

import type { FleetCard } from '@fuel/sdk/fleet';
import { fleetCardSettingsBody } from '@fuel/sdk/fleet-rules';
import { useTranslations } from 'next-intl';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import formStyles from '@/components/form/form.module.css';
import { buttonClass, submitClass } from '@/features/orders/styles';
import { setError } from './card-order-values';
import { useCardMutations } from './queries';
import { CardSettingsFields } from './settings-fields';
import { type CardSettingsValues, settingsField, settingsOf, toSettings } from './settings-values';

const resolver: Resolver<CardSettingsValues> = async (values) => {
  const result = fleetCardSettingsBody.safeParse(toSettings(values));
  if (result.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    const field = settingsField(issue.path.join('.'));
    if (field) setError(errors, field, { type: issue.code, message: issue.message });
  }
  return { values: {}, errors: errors as FieldErrors<CardSettingsValues> };
};

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
