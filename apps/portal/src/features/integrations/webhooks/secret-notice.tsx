'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import buttonStyles from '@/components/ui/button-link.module.css';
import styles from './webhooks.module.css';

const button = [buttonStyles.button, buttonStyles.secondary, buttonStyles.md].join(' ');

/** A signing secret, shown this once (after adding or rotating), with a copy button. */
export function SecretNotice({
  url,
  secret,
  onDismiss,
}: {
  url: string;
  secret: string;
  onDismiss: () => void;
}) {
  const t = useTranslations('Integrations');
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  }
  return (
    <section className={styles.secret} aria-labelledby="webhook-secret-title">
      <h3 id="webhook-secret-title" className={styles.secretTitle}>
        {t('secretTitle')}
      </h3>
      <p>{t('secretOnce', { url })}</p>
      <code className={styles.code}>{secret}</code>
      <div className={styles.row}>
        <button type="button" className={button} onClick={() => void copy()}>
          {t('copy')}
        </button>
        <button type="button" className={button} onClick={onDismiss}>
          {t('secretDone')}
        </button>
      </div>
      <p role="status" className={styles.muted}>
        {copied ? t('copied') : ''}
      </p>
    </section>
  );
}
