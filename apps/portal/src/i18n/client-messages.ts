import type { AbstractIntlMessages, Messages } from 'next-intl';

/**
 * Namespaces read by client components through useTranslations. Empty on purpose so far: server
 * components pass labels down as props, which keeps the message formatter out of the browser bundle
 * (about 16 kB gzipped). Add a namespace here only when a client component must format messages itself.
 */
export const clientNamespaces = [] as const satisfies readonly (keyof Messages)[];

export function pickClientMessages(messages: Messages): AbstractIntlMessages {
  return Object.fromEntries(clientNamespaces.map((namespace) => [namespace, messages[namespace]]));
}
