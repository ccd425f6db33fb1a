'use client';

import { useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import formStyles from '@/components/form/form.module.css';
import { lazyResolver } from '@/components/form/lazy-resolver';
import { TextField } from '@/components/form/text-field';
import buttonStyles from '@/components/ui/button-link.module.css';
import { type ContactResult, sendContactRequest } from './actions';
import styles from './contact-form.module.css';
import type { ContactErrorKey, ContactValues } from './schema';

export type ContactFormLabels = {
  name: string;
  email: string;
  phone: string;
  phoneHint: string;
  contactHint: string;
  message: string;
  required: string;
  submit: string;
  pending: string;
  success: string;
  failure: string;
  errors: Record<ContactErrorKey, string>;
};

type Props = { labels: ContactFormLabels; locale: string };

const empty: ContactValues = { name: '', email: '', phone: '', message: '' };

// zod and the schema load when the visitor starts on the form (see lazyResolver).
const resolver = lazyResolver<ContactValues>(async () => {
  const [{ zodResolver }, { contactSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('./schema'),
  ]);
  return zodResolver(contactSchema);
});

/**
 * Name, e-mail and/or phone, and a message, checked in the browser with the same schema the server
 * action uses; the outcome is announced (a live region) and takes the focus.
 */
export function ContactForm({ labels, locale }: Props) {
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({ resolver, defaultValues: empty });

  const message = (field: keyof ContactValues) => {
    const key = errors[field]?.message as ContactErrorKey | undefined;
    return key ? (labels.errors[key] ?? labels.failure) : undefined;
  };

  const announce = (result: 'sent' | 'failed') => {
    setOutcome(result);
    requestAnimationFrame(() => outcomeRef.current?.focus());
  };

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    const result: ContactResult = await sendContactRequest(values, locale).catch(() => ({ ok: false }));
    if (result.ok) {
      reset(empty);
      announce('sent');
      return;
    }
    const fields = Object.entries(result.fields ?? {}) as [FieldPath<ContactValues>, ContactErrorKey][];
    if (fields.length > 0) {
      fields.forEach(([field, key], index) => {
        setError(field, { message: key }, { shouldFocus: index === 0 });
      });
      return;
    }
    announce('failed');
  });

  const messageError = message('message');
  return (
    <form className={formStyles.form} onSubmit={submit} onFocus={resolver.preload} noValidate>
      <TextField
        id="contact-name"
        label={`${labels.name} (${labels.required})`}
        autoComplete="name"
        aria-required="true"
        error={message('name')}
        {...register('name')}
      />
      <fieldset className={formStyles.section} aria-describedby="contact-reach-hint">
        <legend>
          {labels.email} / {labels.phone}
        </legend>
        <p id="contact-reach-hint" className={formStyles.hint}>
          {labels.contactHint}
        </p>
        <TextField
          id="contact-email"
          type="email"
          label={labels.email}
          autoComplete="email"
          inputMode="email"
          error={message('email')}
          {...register('email')}
        />
        <TextField
          id="contact-phone"
          type="tel"
          label={labels.phone}
          hint={labels.phoneHint}
          autoComplete="tel"
          error={message('phone')}
          {...register('phone')}
        />
      </fieldset>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="contact-message">
          {labels.message} ({labels.required})
        </label>
        <textarea
          id="contact-message"
          className={`${formStyles.input} ${styles.textarea}`}
          rows={6}
          aria-required="true"
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? 'contact-message-error' : undefined}
          {...register('message')}
        />
        {messageError && (
          <p id="contact-message-error" className={formStyles.error}>
            {messageError}
          </p>
        )}
      </div>
      <div aria-live="polite">
        {outcome && (
          <p
            ref={outcomeRef}
            tabIndex={-1}
            role={outcome === 'failed' ? 'alert' : 'status'}
            className={outcome === 'sent' ? styles.success : formStyles.alert}
          >
            {outcome === 'sent' ? labels.success : labels.failure}
          </p>
        )}
      </div>
      <div>
        <button
          type="submit"
          className={[buttonStyles.button, buttonStyles.primary, buttonStyles.lg].join(' ')}
          disabled={isSubmitting}
        >
          {isSubmitting ? labels.pending : labels.submit}
        </button>
      </div>
    </form>
  );
}
