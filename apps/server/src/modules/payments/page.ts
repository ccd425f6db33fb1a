import type { Transaction } from './schemas';

export type PageLanguage = 'en' | 'ka';

const messages = {
  en: {
    title: 'Payment',
    sandbox: 'Test payment page: no money moves. Choose what the payer does.',
    amount: 'Amount',
    description: 'Description',
    status: 'Status',
    pay: (amount: string) => `Pay ${amount}`,
    decline: 'Decline',
    choice: 'Your decision',
    pending: 'Waiting for payment',
    succeeded: 'Paid. Thank you!',
    failed: 'The payment was declined.',
    already: 'This payment was already completed; nothing was changed.',
    back: 'Return to the shop',
    notFound: 'There is no such payment.',
    language: 'Language',
  },
  ka: {
    title: 'გადახდა',
    sandbox: 'სატესტო გადახდის გვერდი: თანხა არ ჩამოიჭრება. აირჩიეთ, რას აკეთებს გადამხდელი.',
    amount: 'თანხა',
    description: 'აღწერა',
    status: 'სტატუსი',
    pay: (amount: string) => `გადახდა ${amount}`,
    decline: 'უარყოფა',
    choice: 'თქვენი გადაწყვეტილება',
    pending: 'ელოდება გადახდას',
    succeeded: 'გადახდილია. გმადლობთ!',
    failed: 'გადახდა უარყოფილია.',
    already: 'ეს გადახდა უკვე დასრულებულია; არაფერი შეცვლილა.',
    back: 'მაღაზიაში დაბრუნება',
    notFound: 'ასეთი გადახდა არ არსებობს.',
    language: 'ენა',
  },
} as const;

export function pageLanguage(query: unknown, acceptLanguage: string | undefined): PageLanguage {
  const asked = (query as { lang?: unknown } | undefined)?.lang;
  if (asked === 'ka' || asked === 'en') return asked;
  return /^\s*ka\b/i.test(acceptLanguage ?? '') ? 'ka' : 'en';
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

const money = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency}`;

function layout(language: PageLanguage, body: string, switchTo: string): string {
  const t = messages[language];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style>
  body { font: 1.0625rem/1.5 system-ui, sans-serif; margin: 0; background: #f5f6f8; color: #16181d; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: .75rem;
         box-shadow: 0 1px 3px rgb(0 0 0 / .15); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  .note { background: #fff7d6; border-left: .25rem solid #b58900; padding: .5rem .75rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  fieldset { border: 0; padding: 0; margin: 1.5rem 0 0; display: flex; gap: .75rem; flex-wrap: wrap; }
  legend { font-weight: 600; margin-bottom: .5rem; }
  button { font: inherit; padding: .625rem 1.25rem; border-radius: .5rem; border: 2px solid #1f4fbf;
           cursor: pointer; min-height: 2.75rem; }
  button[value="pay"] { background: #1f4fbf; color: #fff; }
  button[value="decline"] { background: #fff; color: #1f4fbf; }
  :focus-visible { outline: 3px solid #e8590c; outline-offset: 2px; }
  [role="status"], [role="alert"] { font-weight: 600; }
  nav { margin-top: 2rem; font-size: .9375rem; }
  a { color: #1f4fbf; }
</style>
</head>
<body>
<main>
<h1>${t.title}</h1>
${body}
<nav aria-label="${t.language}">${switchTo}</nav>
</main>
</body>
</html>`;
}

function switcher(language: PageLanguage, path: string): string {
  return language === 'en'
    ? `<a href="${path}?lang=ka" lang="ka" hreflang="ka">ქართული</a>`
    : `<a href="${path}?lang=en" lang="en" hreflang="en">English</a>`;
}

/** The sandbox payment page: the transaction and, while pending, a form to pay or decline. */
export function renderPaymentPage(
  transaction: Transaction,
  language: PageLanguage,
  options: { alreadyCompleted?: boolean } = {},
): string {
  const t = messages[language];
  const path = `/pay/${transaction.id}`;
  const amount = money(transaction.amount, transaction.currency);
  const state = transaction.status === 'pending' ? t.pending : t[transaction.status];
  const details = `<p class="note">${t.sandbox}</p>
<dl>
  <dt>${t.amount}</dt><dd>${escapeHtml(amount)}</dd>
  <dt>${t.description}</dt><dd>${escapeHtml(transaction.description)}</dd>
  <dt>${t.status}</dt><dd>${state}</dd>
</dl>`;
  const form =
    transaction.status === 'pending'
      ? `<form method="post" action="${path}">
<input type="hidden" name="lang" value="${language}">
<fieldset>
<legend>${t.choice}</legend>
<button type="submit" name="decision" value="pay">${escapeHtml(t.pay(amount))}</button>
<button type="submit" name="decision" value="decline">${t.decline}</button>
</fieldset>
</form>`
      : `<p role="${options.alreadyCompleted ? 'alert' : 'status'}">${
          options.alreadyCompleted ? t.already : t[transaction.status]
        }</p>${
          transaction.returnUrl ? `<p><a href="${escapeHtml(transaction.returnUrl)}">${t.back}</a></p>` : ''
        }`;
  return layout(language, `${details}\n${form}`, switcher(language, path));
}

export function renderNotFoundPage(language: PageLanguage, path: string): string {
  return layout(language, `<p role="alert">${messages[language].notFound}</p>`, switcher(language, path));
}
