'use client';

import { ClientError } from '@fuel/sdk';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import formStyles from '@/components/form/form.module.css';
import { FormStatus } from '@/components/form/form-status';
import { useFleetError } from '@/features/fleet/use-fleet-error';
import { LimitList } from '@/features/orders/order-summary';
import styles from '@/features/orders/orders.module.css';
import { buttonClass } from '@/features/orders/styles';
import { useStatusRun } from '@/features/orders/use-status-run';
import { CardActions } from './card-actions';
import { isCardId } from './card-queries';
import { CardSchedule } from './card-schedule';
import { CardSettingsForm } from './card-settings-form';
import { LimitUsage } from './limit-usage';
import { useCard } from './queries';

/**
 * The card a link names (`?card=`, a decline alert's): above the table, focused, with its limits open to
 * change and its block or unblock at hand, whichever page of the table it is on.
 */
export function CardFocus({ id, mayEdit, onClose }: { id: string; mayEdit: boolean; onClose: () => void }) {
  const t = useTranslations('Cards.focus');
  const table = useTranslations('Cards.table');
  const statuses = useTranslations('Cards.statuses');
  const fleetError = useFleetError();
  const valid = isCardId(id);
  const { data: card, status: loading, error } = useCard(valid ? id : undefined);
  const { status, run } = useStatusRun();
  const [editing, setEditing] = useState(true);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = card?.id;
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);

  if (valid && loading === 'pending') return <p role="status">{t('loading')}</p>;
  if (!card) {
    const notFound = !valid || (ClientError.is(error) && [400, 404].includes(error.status));
    return (
      <div className={styles.actions}>
        <p className={formStyles.alert} role="alert" data-testid="card-focus-error">
          {notFound ? t('notFound') : fleetError(error)}
        </p>
        <button type="button" className={buttonClass('ghost')} onClick={onClose}>
          {t('close')}
        </button>
      </div>
    );
  }
  return (
    <section className={styles.detail} aria-labelledby="card-focus-title" data-testid="card-focus">
      <header className={styles.detailHeader}>
        <h2 id="card-focus-title" ref={heading} tabIndex={-1}>
          {t('title', { number: card.number })}
        </h2>
        <span className={styles.badge} data-status={card.status} data-testid="card-status">
          {statuses(card.status)}
        </span>
        <button type="button" className={buttonClass('ghost')} onClick={onClose}>
          {t('close')}
        </button>
      </header>
      <dl className={styles.facts}>
        <dt>{table('limits')}</dt>
        <dd>
          <LimitList limits={card.limits} />
        </dd>
        <dt>{table('usage')}</dt>
        <dd>
          <LimitUsage limits={card.limits} />
        </dd>
        <dt>{table('schedule')}</dt>
        <dd>
          <CardSchedule schedule={card.schedule} />
        </dd>
      </dl>
      {mayEdit && <CardActions card={card} run={run} onEdit={() => setEditing(true)} />}
      <FormStatus status={status} />
      {mayEdit && editing && card.status !== 'closed' && (
        <CardSettingsForm key={card.id} card={card} run={run} onDone={() => setEditing(false)} />
      )}
    </section>
  );
}
