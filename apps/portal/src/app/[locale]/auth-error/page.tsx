import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import formStyles from '@/components/form/form.module.css';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { SIGN_IN_ERRORS } from '@/features/auth/sign-in-url';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';
import { Link, redirect } from '@/i18n/navigation';

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

const PAGE_ERRORS = ['Configuration', 'AccessDenied', 'Verification'] as const;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Pages.authError' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * next-auth's error page (`pages.error`; /api/auth/error redirects here with `?error=`): sign-in
 * refusals go on to the sign-in page with their code; anything else is explained here.
 */
export default async function AuthErrorPage({ params, searchParams }: Props) {
  const locale = await resolveLocaleParam(params);
  const raw = (await searchParams).error;
  const error = Array.isArray(raw) ? raw[0] : raw;
  if (error && (SIGN_IN_ERRORS as readonly string[]).includes(error) && error !== 'Default') {
    redirect({ href: { pathname: '/sign-in', query: { error } }, locale });
  }
  const [t, page] = await Promise.all([
    getTranslations({ locale, namespace: 'AuthError' }),
    getTranslations({ locale, namespace: 'Pages.authError' }),
  ]);
  const kind = PAGE_ERRORS.find((known) => known === error) ?? 'Default';
  return (
    <PageContainer narrow>
      <PageHeading title={page('title')} lead={t('intro')} />
      <p className={formStyles.alert} role="alert">
        {t(kind)}
      </p>
      <div className={formStyles.links}>
        <Link href="/sign-in">{t('signIn')}</Link>
        <Link href="/">{t('home')}</Link>
      </div>
    </PageContainer>
  );
}
