import { PathIntentLink } from '@/components/ui/intent-link';
import styles from './not-found-content.module.css';

type Props = {
  title: string;
  description: string;
  homeLabel: string;
  /** Plain path, because the root not-found renders outside any locale. */
  homeHref?: string;
  lang?: string;
  headingLevel?: 'h1' | 'h2';
  /** The big "404"; off for the second language on the bilingual page. */
  showCode?: boolean;
};

export function NotFoundContent({
  title,
  description,
  homeLabel,
  homeHref = '/',
  lang,
  headingLevel = 'h1',
  showCode = true,
}: Props) {
  const Heading = headingLevel;
  return (
    <section className={styles.section} lang={lang}>
      {showCode && (
        <p className={styles.code} aria-hidden="true">
          404
        </p>
      )}
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.description}>{description}</p>
      <PathIntentLink className={styles.home} href={homeHref}>
        {homeLabel}
      </PathIntentLink>
    </section>
  );
}
