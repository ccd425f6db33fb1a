import type { InputHTMLAttributes, Ref } from 'react';
import styles from './form.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  id: string;
  label: string;
  ref?: Ref<HTMLInputElement>;
};

/** A checkbox with its label beside it (the whole label toggles it). */
export function CheckboxField({ id, label, className, ...input }: Props) {
  return (
    <div className={[styles.choice, className].filter(Boolean).join(' ')}>
      <input id={id} type="checkbox" {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
