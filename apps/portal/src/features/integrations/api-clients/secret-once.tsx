'use client';

import type { FleetApiClientCreated } from '@fuel/sdk/fleet';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './api-clients.module.css';
import { smallButton as small } from './styles';

export /** The new client's id and secret, with copy buttons; once dismissed, the secret is gone for good. */
function SecretOnce({ client, onDone }: { client: FleetApiClientCreated; onDone: () => void }) {
  const t = useTranslations('ApiClients');
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard?.writeText(client.secret).catch(() => undefined);
    setCopied(true);
  }
  return (
    <section className={styles.secret} aria-labelledby="api-client-secret">
      <h2 id="api-client-secret">{t('secretTitle', { name: client.name })}</h2>
      <p>{t('secretOnce')}</p>
      <dl>
        <dt>{t('clientId')}</dt>
        <dd>
          <code>{client.id}</code>
        </dd>
        <dt>{t('clientSecret')}</dt>
        <dd>
          <code>{client.secret}</code>
        </dd>
      </dl>
      <div className={styles.actions}>
        <button type="button" className={small} onClick={copy}>
          {copied ? t('copied') : t('copySecret')}
        </button>
        <button type="button" className={small} onClick={onDone}>
          {t('secretDone')}
        </button>
      </div>
    </section>
  );
}
