import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { deadlineState } from '../src/features/tenders/deadline';
import { launchBrowser, watchConsole } from './support/browser';
import { demoAdmin, seed, seededNewestFirst, seedText } from './support/platform';
import { catalogues, expectNoMissingMessages, type Lang, localized } from './support/portal';

// The public site from the platform's CMS and items, in both languages: home, news, blog, tenders,
// contact, their detail pages, pagination and 404s.

const langs: Lang[] = ['en', 'ka'];
const PAGE_SIZE = 3; // features/cms/content.ts LIST_PAGE_SIZE

let browser: Browser;
// One context per language: visiting /ka sets the language cookie, which would send /news to /ka/news.
const contexts = {} as Record<Lang, BrowserContext>;
beforeAll(async () => {
  browser = await launchBrowser();
  for (const lang of langs) contexts[lang] = await browser.newContext({ baseURL: inject('portalUrl') });
});
afterAll(async () => {
  for (const context of Object.values(contexts)) await context.close();
  await browser?.close();
});

async function open(path: string, status = 200): Promise<{ page: Page; problems: string[] }> {
  const lang: Lang = path === '/ka' || path.startsWith('/ka/') ? 'ka' : 'en';
  const page = await contexts[lang].newPage();
  const problems = watchConsole(page);
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  return { page, problems };
}

const text = (page: Page) => page.evaluate(() => document.body.innerText);

describe.each(langs)('home in %s', (lang) => {
  const t = catalogues[lang];

  it('shows the hero, the CMS business-card block and fuel prices from the platform', async () => {
    const { page, problems } = await open(localized(lang, '/'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t.HomePage.hero.title);

    const block = seedText('business-card-block', 0, 'title')[lang];
    expect(await page.getByRole('heading', { level: 2, name: block }).isVisible()).toBe(true);
    const cta = seed.entries['business-card-block']?.[0]?.data.ctaLabel as Record<Lang, string>;
    expect(await page.getByRole('link', { name: cta[lang] }).getAttribute('href')).toBe(
      localized(lang, '/contact'),
    );

    const prices = page.getByRole('region', { name: t.HomePage.prices.title });
    const fuels = seed.items.filter((item) => item.type === 'fuel');
    expect(await prices.getByRole('listitem').count()).toBe(fuels.length);
    const body = await prices.textContent();
    for (const fuel of fuels) {
      const price = new Intl.NumberFormat(lang, { style: 'currency', currency: 'GEL' }).format(
        fuel.price.amount / 100,
      );
      expect(body).toContain(fuel.title[lang as 'en']);
      expect(body).toContain(price);
    }
    expect(body).toContain(t.HomePage.prices.perLiter);

    for (const link of [
      t.HomePage.links.stations.title,
      t.HomePage.links.news.title,
      t.HomePage.links.signUp.title,
    ]) {
      expect(await page.getByRole('link', { name: link }).count()).toBeGreaterThan(0);
    }
    await expectNoMissingMessages(page, problems);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('takes the header navigation and the footer columns from the CMS', async () => {
    const { page } = await open(localized(lang, '/'));
    const header = page.getByRole('navigation', { name: t.SiteHeader.navLabel });
    const home = lang === 'en' ? 'Home' : 'მთავარი';
    expect(await header.getByRole('link', { name: home }).getAttribute('href')).toBe(localized(lang, '/'));
    // The CMS says /stations; the portal's page is /stations-map.
    const stations = header.getByRole('link', { name: lang === 'en' ? 'Stations map' : 'სადგურების რუკა' });
    expect(await stations.getAttribute('href')).toBe(localized(lang, '/stations-map'));

    const footer = page.getByRole('contentinfo');
    for (const column of lang === 'en'
      ? ['Company', 'For customers', 'Contact']
      : ['კომპანია', 'მომხმარებლებს', 'კონტაქტი']) {
      expect(await footer.getByRole('heading', { name: column }).count()).toBe(1);
    }
    expect(await footer.getByRole('link', { name: 'info@demo.ge' }).getAttribute('href')).toBe(
      'mailto:info@demo.ge',
    );
    await page.close();
  });
});

describe.each([
  { kind: 'news', path: '/news', key: 'news' as const, summary: 'summary' },
  { kind: 'blog-post', path: '/blog', key: 'blog' as const, summary: 'excerpt' },
])('$path', ({ kind, path, key, summary }) => {
  const newest = seededNewestFirst(kind);

  it.each(langs)('lists the newest entries a page at a time (%s)', async (lang) => {
    const t = catalogues[lang];
    const { page, problems } = await open(localized(lang, path));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t.Pages[key].title);
    const titles = await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
    expect(titles).toEqual(
      newest.slice(0, PAGE_SIZE).map((entry) => (entry.data.title as Record<Lang, string>)[lang]),
    );
    expect(await text(page)).toContain((newest[0]!.data[summary] as Record<Lang, string>)[lang]);

    const pagination = page.getByRole('navigation', { name: t[key === 'news' ? 'News' : 'Blog'].pagination });
    const current = pagination.getByRole('link', { name: t.Cms.page.replace('{page}', '1') });
    expect(await current.getAttribute('aria-current')).toBe('page');
    await pagination.getByRole('link', { name: t.Cms.next }).click();
    await page.waitForURL(/\?page=2$/);
    const second = await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
    expect(second).toEqual(
      newest.slice(PAGE_SIZE, PAGE_SIZE * 2).map((entry) => (entry.data.title as Record<Lang, string>)[lang]),
    );
    expect(
      await pagination
        .getByRole('link', { name: t.Cms.page.replace('{page}', '2') })
        .getAttribute('aria-current'),
    ).toBe('page');
    await expectNoMissingMessages(page, problems);
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each(langs)('opens an entry on its own page with its sanitised body (%s)', async (lang) => {
    const { page, problems } = await open(localized(lang, path));
    const first = newest[0]!;
    const title = (first.data.title as Record<Lang, string>)[lang];
    await page.getByRole('link', { name: title }).click();
    await page.waitForURL(`**${localized(lang, `${path}/${first.slug}`)}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    const body = (first.data.body as Record<Lang, string>)[lang]
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    expect((await text(page)).replace(/\s+/g, ' ')).toContain(body.slice(0, 60));
    expect(await page.locator('main script').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('answers 404 for an unknown entry and for a page past the end', async () => {
    for (const lang of langs) {
      const { page } = await open(localized(lang, `${path}/no-such-entry`), 404);
      await expect
        .poll(() => page.getByRole('heading', { name: catalogues[lang].NotFound.title }).count())
        .toBe(1);
      await page.close();
    }
    const { page } = await open(`${path}?page=99`, 404);
    await page.close();
  });
});

describe('/tenders', () => {
  const tenders = seededNewestFirst('tender');

  it.each(langs)('lists tenders with their deadlines and days left (%s)', async (lang) => {
    const t = catalogues[lang];
    const { page, problems } = await open(localized(lang, '/tenders'));
    const articles = page.getByRole('article');
    const seeded = tenders.filter((tender) => tender.slug !== undefined && !tender.slug.startsWith('e2e-'));
    for (const tender of seeded) {
      const title = (tender.data.title as Record<Lang, string>)[lang];
      const item = articles.filter({ has: page.getByRole('heading', { name: title }) });
      const state = deadlineState(tender.data.deadline as string, new Date());
      const days = state.kind === 'open' ? state.daysLeft : 0;
      const expected =
        state.kind === 'expired'
          ? t.Tenders.expired
          : state.kind === 'today'
            ? t.Tenders.closesToday
            : lang === 'en'
              ? `${days} ${days === 1 ? 'day' : 'days'} left`
              : `დარჩა ${days} დღე`;
      const body = await item.textContent();
      expect(body).toContain(expected);
      expect(body).toContain(tender.data.reference as string);
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each(langs)('shows a tender on its own page (%s)', async (lang) => {
    const t = catalogues[lang];
    const tender = tenders[0]!;
    const { page, problems } = await open(localized(lang, `/tenders/${tender.slug}`));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      (tender.data.title as Record<Lang, string>)[lang],
    );
    const body = await text(page);
    expect(body).toContain(t.Tenders.deadline);
    expect(body).toContain(tender.data.reference as string);
    expect(
      await page.getByRole('link', { name: tender.data.contactEmail as string }).getAttribute('href'),
    ).toBe(`mailto:${tender.data.contactEmail}`);
    await expectNoMissingMessages(page, problems);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('marks a tender whose deadline has passed as expired', async () => {
    const { admin, projectId } = await demoAdmin(inject('serverUrl'));
    const slug = `e2e-expired-${Date.now()}`;
    await admin.project(projectId).entities.create('tender', {
      status: 'published',
      slug,
      data: {
        title: { en: 'Old tender for painting', ka: 'ძველი ტენდერი შეღებვაზე' },
        reference: `T-2025-${String(Date.now() % 1000).padStart(3, '0')}`,
        description: { en: '<p>Painting works.</p>', ka: '<p>სამღებრო სამუშაოები.</p>' },
        deadline: '2025-01-10',
        category: 'services',
        contactEmail: 'tenders@demo.ge',
      },
    });
    for (const lang of langs) {
      const { page } = await open(localized(lang, `/tenders/${slug}`));
      const body = await text(page);
      expect(body).toContain(catalogues[lang].Tenders.expired);
      expect(body).toContain(catalogues[lang].Tenders.expiredNote);
      await page.close();
    }
  });

  it('answers 404 for an unknown tender', async () => {
    const { page } = await open('/ka/tenders/no-such-tender', 404);
    await expect
      .poll(() => page.getByRole('heading', { name: catalogues.ka.NotFound.title }).count())
      .toBe(1);
    await page.close();
  });
});

describe('/contact', () => {
  it.each(langs)('explains what is missing or wrong, in %s', async (lang) => {
    const t = catalogues[lang].Contact;
    const { page, problems } = await open(localized(lang, '/contact'));
    const submit = page.getByRole('button', { name: t.submit });
    await submit.click();
    await expect.poll(() => text(page)).toContain(t.errors.nameRequired);
    const body = await text(page);
    expect(body).toContain(t.errors.contactRequired);
    expect(body).toContain(t.errors.messageRequired);
    // The first invalid field takes the focus and says it is invalid.
    const name = page.getByRole('textbox', { name: new RegExp(`^${t.name}`) });
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await name.getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel(t.email, { exact: true }).fill('nino@');
    await page.getByLabel(t.phone, { exact: true }).fill('123');
    await submit.click();
    await expect.poll(() => text(page)).toContain(t.errors.emailInvalid);
    expect(await text(page)).toContain(t.errors.phoneInvalid);
    await expectNoMissingMessages(page, problems);
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each(langs)('sends a message that the retailer finds on the platform (%s)', async (lang) => {
    const t = catalogues[lang].Contact;
    const { page, problems } = await open(localized(lang, '/contact'));
    const name = `E2E ${lang} ${Date.now()}`;
    await page.getByRole('textbox', { name: new RegExp(`^${t.name}`) }).fill(name);
    if (lang === 'en') await page.getByLabel(t.email, { exact: true }).fill('nino@example.ge');
    else await page.getByLabel(t.phone, { exact: true }).fill('+995 555 12 34 56');
    await page
      .getByRole('textbox', { name: new RegExp(`^${t.message}`) })
      .fill('We need fuel cards for 12 trucks.');
    await page.getByRole('button', { name: t.submit }).click();
    const status = page.getByRole('status').filter({ hasText: t.success });
    await expect.poll(() => status.count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole('textbox', { name: new RegExp(`^${t.name}`) }).inputValue()).toBe('');

    const { contactRequests } = await demoAdmin(inject('serverUrl'));
    const { items } = await contactRequests();
    expect(items.find((item) => item.name === name)).toMatchObject({
      message: 'We need fuel cards for 12 trucks.',
      locale: lang,
      ...(lang === 'en'
        ? { email: 'nino@example.ge', phone: null }
        : { email: null, phone: '+995 555 12 34 56' }),
    });
    expect(problems).toEqual([]);
    await page.close();
  });
});
