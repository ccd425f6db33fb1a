'use client';

import { type KeyboardEvent, useState } from 'react';
import styles from './combobox.module.css';
import { fieldDescription } from './field-description';
import formStyles from './form.module.css';

export type ComboboxOption = { value: string; label: string; detail?: string };

type Props = {
  id: string;
  label: string;
  /** What is typed (the parent searches the server with it). */
  text: string;
  onTextChange: (text: string) => void;
  /** The suggestions for `text`, from the server. */
  options: ComboboxOption[];
  /** The chosen option's value, '' for none. */
  value: string;
  /** An option chosen, or null when the text no longer names the chosen one. */
  onSelect: (option: ComboboxOption | null) => void;
  /** The suggestions for the current text are on their way. */
  loading: boolean;
  labels: { loading: string; empty: string; found: (count: number) => string };
  hint?: string;
  error?: string;
};

/**
 * A text field with a list of server suggestions, by the WAI-ARIA combobox pattern (the portal's
 * component library, Radix, has no combobox): arrows move through the options while focus stays in
 * the field (`aria-activedescendant`), Enter chooses, Escape closes the list or clears the text; the
 * number of suggestions is announced. Choosing fills the field with the option's label.
 */
export function ComboboxField({
  id,
  label,
  text,
  onTextChange,
  options,
  value,
  onSelect,
  loading,
  labels,
  hint,
  error,
}: Props) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const description = fieldDescription(id, hint, error);
  const listId = `${id}-options`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = open && text.trim() !== '';

  function choose(option: ComboboxOption) {
    onSelect(option);
    onTextChange(option.label);
    setOpen(false);
    setActive(-1);
  }

  function type(next: string) {
    onTextChange(next);
    if (value) onSelect(null);
    setOpen(true);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      // Choosing an option is not submitting the form.
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        type('');
      }
    }
  }

  const state = loading ? labels.loading : options.length === 0 ? labels.empty : labels.found(options.length);
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.box}>
        <input
          id={id}
          className={formStyles.input}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={description.describedBy}
          value={text}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={label}
          className={styles.listbox}
          hidden={!expanded || options.length === 0}
        >
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys act in the field (aria-activedescendant), not on options
            <div
              key={option.value}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={option.value === value}
              data-active={index === active || undefined}
              className={styles.option}
              // Keeps the focus in the field: the click chooses before the field's blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {option.label}
              {option.detail && <span className={styles.detail}>{option.detail}</span>}
            </div>
          ))}
        </div>
        {expanded && options.length === 0 && (
          <p className={`${styles.listbox} ${styles.note}`} aria-hidden="true">
            {state}
          </p>
        )}
        <p className={styles.live} aria-live="polite">
          {expanded ? state : ''}
        </p>
      </div>
      {description.nodes}
    </div>
  );
}
