'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './reports.module.css';

type Format = 'csv' | 'xlsx';

/**
 * Downloads a file the server generates (CSV or XLSX, headed in the page's language) and prints the
 * page; 'Table was not downloaded or printed' when either fails.
 */
export function ExportButtons({
  name,
  download,
}: {
  name: string;
  download: (format: Format, lang: 'en' | 'ka') => Promise<Blob>;
}) {
  const t = useTranslations('Reports');
  const locale = useLocale();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<Format | null>(null);

  async function save(format: Format) {
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
      {(['csv', 'xlsx'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className={styles.button}
          disabled={busy !== null}
          onClick={() => void save(format)}
        >
          {busy === format ? t('downloading') : t(`download.${format}`)}
        </button>
      ))}
      <button type="button" className={styles.button} onClick={print}>
        {t('print')}
      </button>
      {failed && <p role="alert">{t('notDownloaded')}</p>}
    </div>
  );
}
