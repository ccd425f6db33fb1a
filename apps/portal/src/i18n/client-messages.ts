import type { AbstractIntlMessages, Messages } from 'next-intl';

/**
 * Namespaces read by client components through useTranslations on every page. Empty on purpose:
 * server components pass labels down as props, which keeps the message formatter out of the browser
 * bundle (about 16 kB gzipped). A page whose island formats many messages itself (sign-up, password
 * reset) nests its own provider with `pickMessages` for just its namespaces.
 */
export const clientNamespaces = [] as const satisfies readonly (keyof Messages)[];

export function pickMessages(
  messages: Messages,
  namespaces: readonly (keyof Messages)[],
): AbstractIntlMessages {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
}

export function pickClientMessages(messages: Messages): AbstractIntlMessages {
  return pickMessages(messages, clientNamespaces);
}
