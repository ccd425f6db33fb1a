import { getMessages, getTimeZone, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ModalHost } from '@/components/modal/modal-host';
import { publicConfig } from '@/config';
import { ChatLauncher } from '@/features/chat/chat-launcher';
import type { ChatLabels } from '@/features/chat/chat-types';
import { loadSiteChrome } from '@/features/cms/site-chrome';
import { pickClientMessages } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/routing';
import { fontVariables } from '@/styles/fonts';
import { BetaBanner } from './beta-banner';
import { MainContent } from './main-content';
import { Providers } from './providers';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import '@/styles/globals.css';

const chatKeys = [
  'open',
  'close',
  'title',
  'intro',
  'signInPrompt',
  'signIn',
  'message',
  'send',
  'connecting',
  'unavailable',
  'empty',
  'you',
  'support',
  'failed',
] as const satisfies readonly (keyof ChatLabels)[];

/**
 * The page around every localized route: the lari sign's font, providers, beta banner, header, main, footer, the
 * app's one modal and the live-chat widget.
 */
export async function Document({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [messages, timeZone, modal, chat, chrome] = await Promise.all([
    getMessages({ locale }),
    getTimeZone({ locale }),
    getTranslations({ locale, namespace: 'Modal' }),
    getTranslations({ locale, namespace: 'Chat' }),
    // The header's and footer's links from the CMS, in this language.
    loadSiteChrome(locale),
  ]);
  const chatLabels = Object.fromEntries(chatKeys.map((key) => [key, chat(key)])) as ChatLabels;
  return (
    <html lang={locale} className={fontVariables}>
      <body>
        <Providers
          locale={locale}
          timeZone={timeZone}
          messages={pickClientMessages(messages)}
          sessionPollSeconds={publicConfig().sessionPollSeconds}
        >
          <SkipLink />
          <BetaBanner locales={[locale]} />
          <SiteHeader links={chrome.navigation} />
          <MainContent>{children}</MainContent>
          <SiteFooter columns={chrome.footer} />
          <ChatLauncher labels={chatLabels} />
          <ModalHost
            labels={{
              understood: modal('understood'),
              close: modal('close'),
              error: modal('error'),
              info: modal('info'),
            }}
          />
        </Providers>
      </body>
    </html>
  );
}
