import styles from './form.module.css';

export type FormStatusValue = { kind: 'pending' | 'success' | 'error'; message: string } | null;

/**
 * What a save is doing or did: "Saving…", then a success or failure message. Announced to screen
 * readers (a failure as an alert).
 */
export function FormStatus({ status }: { status: FormStatusValue }) {
  if (!status) return <p className={styles.statusIdle} role="status" />;
  return (
    <p
      className={status.kind === 'error' ? styles.alert : styles.success}
      role={status.kind === 'error' ? 'alert' : 'status'}
      data-kind={status.kind}
    >
      {status.message}
    </p>
  );
}
