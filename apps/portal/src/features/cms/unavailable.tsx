import styles from './unavailable.module.css';

/** Shown where platform content could not be loaded; the rest of the page still works. */
export function Unavailable({ message }: { message: string }) {
  return (
    <p className={styles.note} role="status">
      {message}
    </p>
  );
}
