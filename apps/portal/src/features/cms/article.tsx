import type { ReactNode } from 'react';
import { PageContainer } from '@/components/page-container';
import { IntentLink } from '@/components/ui/intent-link';
import styles from './article.module.css';
import { RichText } from './rich-text';
import { Unavailable } from './unavailable';

type Props = {
  back: { href: string; label: string };
  title: string;
  /** Facts under the title: date, author, category... */
  meta: ReactNode;
  lead?: string;
  /** Shown between the facts and the body, e.g. a tender's status. */
  notice?: ReactNode;
  body: string;
  children?: ReactNode;
};

/** A CMS entry's own page: a link back to its list, the one h1, its facts and its sanitised body. */
export function Article({ back, title, meta, lead, notice, body, children }: Props) {
  return (
    <PageContainer>
      <article className={styles.article}>
        <p className={styles.back}>
          <IntentLink href={back.href}>
            <span aria-hidden="true">← </span>
            {back.label}
          </IntentLink>
        </p>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.meta}>{meta}</div>
        {lead && <p className={styles.lead}>{lead}</p>}
        {notice}
        <RichText html={body} className={styles.body} />
        {children}
      </article>
    </PageContainer>
  );
}

/** An entry's page while the platform cannot be reached: the section's title and a note, not an error page. */
export function ArticleUnavailable({ title, message }: { title: string; message: string }) {
  return (
    <PageContainer>
      <div className={styles.article}>
        <h1 className={styles.title}>{title}</h1>
        <Unavailable message={message} />
      </div>
    </PageContainer>
  );
}
