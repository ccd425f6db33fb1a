import type { Ref, SelectHTMLAttributes } from 'react';
import { fieldDescription } from './field-description';
import styles from './form.module.css';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select, its hint and error linked to it like TextField's. */
export function SelectField({ id, label, options, hint, error, className, ...select }: Props) {
  const description = fieldDescription(id, hint, error);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={description.describedBy}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {description.nodes}
    </div>
  );
}
