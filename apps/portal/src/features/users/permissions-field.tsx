'use client';

import type { FleetUserPermissions } from '@fuel/sdk/fleet';
import { PAGE_ACCESS, PORTAL_PAGES } from '@fuel/sdk/fleet-vocabulary';
import { useTranslations } from 'next-intl';
import formStyles from '@/components/form/form.module.css';
import styles from './user-form.module.css';

type Props = {
  value: FleetUserPermissions;
  onChange: (value: FleetUserPermissions) => void;
  disabled?: boolean;
};

/** 'Available pages': for each page no access, VIEW or EDIT, as a group of radio buttons. */
export function PermissionsField({ value, onChange, disabled }: Props) {
  const t = useTranslations('Users');
  const choices = ['', ...PAGE_ACCESS] as const;
  return (
    <div className={styles.permissions}>
      {PORTAL_PAGES.map((page) => (
        <fieldset key={page} className={formStyles.choices} disabled={disabled} data-page={page}>
          <legend>{t(`pageNames.${page}`)}</legend>
          {choices.map((access) => (
            <label key={access || 'none'} className={formStyles.choice}>
              <input
                type="radio"
                name={`permission-${page}`}
                value={access}
                checked={(value[page] ?? '') === access}
                onChange={() => {
                  const next = { ...value };
                  if (access) next[page] = access;
                  else delete next[page];
                  onChange(next);
                }}
              />
              {t(`access.${access || 'none'}`)}
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
