import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import formStyles from '@/components/form/form.module.css';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { SignInForm } from '@/features/auth/sign-in-form';
import { toSignInError } from '@/features/auth/sign-in-url';
import { DASHBOARD_HOME } from '@/features/dashboard/routes';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';
import { getPathname, Link } from '@/i18n/navigation';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Props = { params: LocaleParams; searchParams: SearchParams };

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Pages.signIn' });
  return { title: t('title') };
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Sign-in: the error comes from the URL (`?error=`), as next-auth's redirects and our form set it. */
export default async function SignInPage({ params, searchParams }: Props) {
  const locale = await resolveLocaleParam(params);
  const query = await searchParams;
  const [t, page, validation] = await Promise.all([
    getTranslations({ locale, namespace: 'SignIn' }),
    getTranslations({ locale, namespace: 'Pages.signIn' }),
    getTranslations({ locale, namespace: 'Validation' }),
  ]);
  const error = toSignInError(first(query.error));
  const callbackUrl = first(query.callbackUrl) || getPathname({ href: DASHBOARD_HOME, locale });
  return (
    <PageContainer narrow>
      <PageHeading title={page('title')} lead={t('intro')} />
      <SignInForm
        callbackUrl={callbackUrl}
        error={error ? t(`errors.${error}`) : undefined}
        labels={{
          email: t('email'),
          password: t('password'),
          submit: t('submit'),
          pending: t('pending'),
          required: validation('required'),
          invalidEmail: validation('email'),
        }}
      />
      <div className={formStyles.links}>
        <Link href="/reset-password">{t('forgotPassword')}</Link>
        <p>
          {t('noAccount')} <Link href="/sign-up">{t('signUp')}</Link>
        </p>
      </div>
    </PageContainer>
  );
}
