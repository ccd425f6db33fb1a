import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import formStyles from '@/components/form/form.module.css';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { IntentLink } from '@/components/ui/intent-link';
import { AuthErrorMessage } from '@/features/auth/auth-error-message';
import { AUTH_PAGE_ERRORS } from '@/features/auth/sign-in-url';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';
import { getPathname } from '@/i18n/navigation';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Pages.authError' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * next-auth's error page (`pages.error`; /api/auth/error redirects here with `?error=`), static: the
 * message is picked in the browser, and sign-in refusals go on to the sign-in page with their code.
 */
export default async function AuthErrorPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const [t, page] = await Promise.all([
    getTranslations({ locale, namespace: 'AuthError' }),
    getTranslations({ locale, namespace: 'Pages.authError' }),
  ]);
  return (
    <PageContainer narrow>
      <PageHeading title={page('title')} lead={t('intro')} />
      <AuthErrorMessage
        messages={
          Object.fromEntries(AUTH_PAGE_ERRORS.map((kind) => [kind, t(kind)])) as Record<
            (typeof AUTH_PAGE_ERRORS)[number],
            string
          >
        }
        signInPath={getPathname({ href: '/sign-in', locale })}
      />
      <div className={formStyles.links}>
        <IntentLink href="/sign-in">{t('signIn')}</IntentLink>
        <IntentLink href="/">{t('home')}</IntentLink>
      </div>
    </PageContainer>
  );
}
