'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './reports.module.css';

type Format = 'csv' | 'xlsx' | 'pdf';

/**
 * Downloads a file the server generates (CSV, XLSX or PDF, in the page's language) and prints the
 * page; 'Table was not downloaded or printed' when either fails.
 */
export function ExportButtons<F extends Format = 'csv' | 'xlsx'>({
  name,
  download,
  formats = ['csv', 'xlsx'] as F[],
}: {
  name: string;
  download: (format: F, lang: 'en' | 'ka') => Promise<Blob>;
  formats?: readonly F[];
}) {
  const t = useTranslations('Reports');
  const locale = useLocale();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<F | null>(null);

  async function save(format: F) {
    setFailed(false);
    setBusy(format);
    try {
      const blob = await download(format, locale === 'ka' ? 'ka' : 'en');
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${name}.${format}`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  function print() {
    try {
      window.print();
    } catch {
      setFailed(true);
    }
  }

  return (
    <div className={styles.exports}>
      {formats.map((format) => (
        <button
          key={format}
          type="button"
          className={styles.button}
          disabled={busy !== null}
          onClick={() => void save(format)}
        >
          {busy === format ? t('downloading') : t(`download.${format as Format}`)}
        </button>
      ))}
      <button type="button" className={styles.button} onClick={print}>
        {t('print')}
      </button>
      {failed && <p role="alert">{t('notDownloaded')}</p>}
    </div>
  );
}
