import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { fieldDescription } from './field-description';
import styles from './form.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Shown beside the input (a "Check" or "Send code" button). */
  action?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose hint and error are linked to it (aria-describedby) for screen readers. */
export function TextField({ id, label, hint, error, action, className, ...input }: Props) {
  const description = fieldDescription(id, hint, error);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={action ? styles.withAction : undefined}>
        <input
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={description.describedBy}
          {...input}
        />
        {action}
      </div>
      {description.nodes}
    </div>
  );
}
