import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import formStyles from '@/components/form/form.module.css';
import { HydrateApart } from '@/components/hydrate-apart';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { IntentLink } from '@/components/ui/intent-link';
import { ResetPasswordForm } from '@/features/auth/reset-password-form';
import { pickMessages } from '@/i18n/client-messages';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Pages.resetPassword' });
  return { title: t('title') };
}

export default async function ResetPasswordPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const [t, page, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'ResetPassword' }),
    getTranslations({ locale, namespace: 'Pages.resetPassword' }),
    getMessages({ locale }),
  ]);
  return (
    <PageContainer narrow>
      <PageHeading title={page('title')} lead={t('intro')} />
      <NextIntlClientProvider
        messages={pickMessages(messages, ['ResetPassword', 'Validation', 'Errors', 'Modal'])}
      >
        <HydrateApart>
          <ResetPasswordForm />
        </HydrateApart>
      </NextIntlClientProvider>
      <p className={formStyles.links}>
        <IntentLink href="/sign-in">{t('backToSignIn')}</IntentLink>
      </p>
    </PageContainer>
  );
}
