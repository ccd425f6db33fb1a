import styles from './rich-text.module.css';
import { sanitizeRichText } from './sanitize';

/** Rich text from the CMS, sanitised on the server against an allow-list (sanitize.ts). */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeRichText (allow-list).
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
    />
  );
}
