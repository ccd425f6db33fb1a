'use client';

import type { FleetOrderDocument } from '@fuel/sdk/fleet';
import { FleetOrdersService } from '@fuel/sdk/fleet/orders';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFleetService } from '@/features/fleet/use-fleet-service';
import { saveFile } from '@/lib/save-file';
import styles from './orders.module.css';

/** An order's payment documents, each a button that downloads it through the kit under its own name. */
export function DocumentDownloads({ documents }: { documents: readonly FleetOrderDocument[] }) {
  const t = useTranslations('Orders.documents');
  const orders = useFleetService(FleetOrdersService);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  if (documents.length === 0) return <span className={styles.muted}>{t('none')}</span>;

  async function download(document: FleetOrderDocument) {
    setBusy(document.id);
    setFailed(null);
    try {
      saveFile(await orders.downloadDocument(document), document.name);
    } catch {
      setFailed(document.name);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div>
      <ul className={styles.documents}>
        {documents.map((document) => (
          <li key={document.id}>
            <button
              type="button"
              className={styles.linkButton}
              aria-label={t('download', { name: document.name })}
              aria-busy={busy === document.id || undefined}
              disabled={busy === document.id}
              onClick={() => void download(document)}
            >
              {document.name}
            </button>
          </li>
        ))}
      </ul>
      {failed && (
        <p className={styles.error} role="alert">
          {t('failed', { name: failed })}
        </p>
      )}
    </div>
  );
}
