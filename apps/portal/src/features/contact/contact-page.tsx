import { getTranslations } from 'next-intl/server';
import { HydrateApart } from '@/components/hydrate-apart';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { getPage, optional } from '@/features/cms/content';
import { RichText } from '@/features/cms/rich-text';
import type { Locale } from '@/i18n/routing';
import { ContactForm, type ContactFormLabels } from './contact-form';
import styles from './contact-page.module.css';
import type { ContactErrorKey } from './schema';

const errorKeys: ContactErrorKey[] = [
  'nameRequired',
  'nameTooLong',
  'emailInvalid',
  'phoneInvalid',
  'contactRequired',
  'messageRequired',
  'messageTooLong',
];

/** /contact: the form (a client island, labels translated here) beside the CMS's contact page. */
export async function ContactPage({ locale }: { locale: Locale }) {
  const [pages, t, details] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages.contact' }),
    getTranslations({ locale, namespace: 'Contact' }),
    optional(getPage('contact', locale), 'contact page'),
  ]);
  const labels: ContactFormLabels = {
    name: t('name'),
    email: t('email'),
    phone: t('phone'),
    phoneHint: t('phoneHint'),
    contactHint: t('contactHint'),
    message: t('message'),
    required: t('required'),
    submit: t('submit'),
    pending: t('pending'),
    success: t('success'),
    failure: t('failure'),
    errors: Object.fromEntries(errorKeys.map((key) => [key, t(`errors.${key}`)])) as Record<
      ContactErrorKey,
      string
    >,
  };
  return (
    <PageContainer>
      <PageHeading title={pages('title')} lead={details?.summary ?? t('lead')} />
      <div className={styles.layout}>
        <section className={styles.form} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.title}>
            {t('formTitle')}
          </h2>
          <HydrateApart>
            <ContactForm labels={labels} locale={locale} />
          </HydrateApart>
        </section>
        {details && (
          <section className={styles.details} aria-labelledby="contact-details-title">
            <h2 id="contact-details-title" className={styles.title}>
              {t('detailsTitle')}
            </h2>
            <RichText html={details.body} />
          </section>
        )}
      </div>
    </PageContainer>
  );
}
