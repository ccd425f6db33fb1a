'use client';

import { useTranslations } from 'next-intl';
import formStyles from '@/components/form/form.module.css';
import { useFleetError } from '@/features/fleet/use-fleet-error';
import { PasswordForm } from './password-form';
import { PreferencesForm } from './preferences-form';
import { ProfileForm } from './profile-form';
import { useSettings } from './queries';
import styles from './settings.module.css';

/** The settings page: profile, password, language and notification channels. */
export function SettingsPageClient() {
  const t = useTranslations('Settings');
  const errorMessage = useFleetError();
  const settings = useSettings();
  if (settings.isPending) return <p role="status">{t('loading')}</p>;
  if (settings.isError) {
    return (
      <p className={formStyles.alert} role="alert">
        {errorMessage(settings.error)}
      </p>
    );
  }
  return (
    <div className={styles.layout}>
      <ProfileForm settings={settings.data} />
      <PasswordForm />
      <PreferencesForm settings={settings.data} />
    </div>
  );
}
