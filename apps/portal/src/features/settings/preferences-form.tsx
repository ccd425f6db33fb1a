'use client';

import type { FleetNotificationPreferences, FleetSettings } from '@fuel/sdk/fleet';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { CheckboxField } from '@/components/form/checkbox-field';
import formStyles from '@/components/form/form.module.css';
import { FormStatus, type FormStatusValue } from '@/components/form/form-status';
import { SelectField } from '@/components/form/select-field';
import { useFleetError } from '@/features/fleet/use-fleet-error';
import { usePathname, useRouter } from '@/i18n/navigation';
import { type Locale, routing } from '@/i18n/routing';
import { useHydrated } from '@/lib/use-hydrated';
import { useSettingsMutations } from './queries';
import { submitButton } from './styles';

const CHANNELS = ['inApp', 'email', 'sms'] as const;

/** The portal's language (the portal switches to it) and the channels notifications may use. */
export function PreferencesForm({ settings }: { settings: FleetSettings }) {
  const t = useTranslations('Settings');
  const errorMessage = useFleetError();
  const hydrated = useHydrated();
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const { preferences } = useSettingsMutations();
  // The interface's language, which the switcher also shows: the saved one may be older (the switcher
  // changes the page's language without saving it), and the field must not contradict the page.
  const [language, setLanguage] = useState<Locale>(locale as Locale);
  const [channels, setChannels] = useState<FleetNotificationPreferences>(settings.notifications);
  const [status, setStatus] = useState<FormStatusValue>(null);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setStatus({ kind: 'pending', message: t('saving') });
    try {
      await preferences.mutateAsync({ language, notifications: channels });
      setStatus({ kind: 'success', message: t('saved') });
      if (language !== locale) router.replace(pathname, { locale: language });
    } catch (error) {
      setStatus({ kind: 'error', message: errorMessage(error) });
    }
  }

  return (
    <form className={formStyles.form} noValidate onSubmit={save}>
      <fieldset className={formStyles.section}>
        <legend>{t('preferencesTitle')}</legend>
        <SelectField
          id="settings-language"
          label={t('language')}
          value={language}
          options={routing.locales.map((value) => ({ value, label: t(`languages.${value}`) }))}
          onChange={(event) => setLanguage(event.target.value as Locale)}
        />
        <fieldset className={formStyles.choices}>
          <legend>{t('channels')}</legend>
          {CHANNELS.map((channel) => (
            <CheckboxField
              key={channel}
              id={`settings-channel-${channel}`}
              label={t(`channelNames.${channel}`)}
              checked={channels[channel]}
              onChange={(event) => setChannels({ ...channels, [channel]: event.target.checked })}
            />
          ))}
        </fieldset>
        <p className={formStyles.hint}>{t('channelsHint')}</p>
        <FormStatus status={status} />
        <button type="submit" className={submitButton} disabled={!hydrated || preferences.isPending}>
          {preferences.isPending ? t('saving') : t('savePreferences')}
        </button>
      </fieldset>
    </form>
  );
}
