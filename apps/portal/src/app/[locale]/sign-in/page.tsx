import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import formStyles from '@/components/form/form.module.css';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { IntentLink } from '@/components/ui/intent-link';
import { SignInForm } from '@/features/auth/sign-in-form';
import { SIGN_IN_ERRORS } from '@/features/auth/sign-in-url';
import { DASHBOARD_HOME } from '@/features/dashboard/paths';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';
import { getPathname } from '@/i18n/navigation';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Pages.signIn' });
  return { title: t('title') };
}

/**
 * Sign-in, static: the error comes from the URL (`?error=`, as next-auth's redirects and our form set
 * it), which the form reads in the browser with every error's message at hand.
 */
export default async function SignInPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const [t, page, validation] = await Promise.all([
    getTranslations({ locale, namespace: 'SignIn' }),
    getTranslations({ locale, namespace: 'Pages.signIn' }),
    getTranslations({ locale, namespace: 'Validation' }),
  ]);
  return (
    <PageContainer narrow>
      <PageHeading title={page('title')} lead={t('intro')} />
      <SignInForm
        defaultCallbackUrl={getPathname({ href: DASHBOARD_HOME, locale })}
        errors={
          Object.fromEntries(SIGN_IN_ERRORS.map((code) => [code, t(`errors.${code}`)])) as Record<
            (typeof SIGN_IN_ERRORS)[number],
            string
          >
        }
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
        <IntentLink href="/reset-password">{t('forgotPassword')}</IntentLink>
        <p>
          {t('noAccount')} <IntentLink href="/sign-up">{t('signUp')}</IntentLink>
        </p>
      </div>
    </PageContainer>
  );
}
