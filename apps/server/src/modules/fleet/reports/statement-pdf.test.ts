import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../core/format';
import { createProjectFixture, type ProjectFixture } from '../../../test/fixtures';
import { pdfText } from '../../../test/pdf-text';
import { startTestServer, type TestServer } from '../../../test/server';
import { movePoints } from '../points/ledger';
import { type PurchaseTools, purchaseTools } from '../purchases-test-support';
import { companies } from '../tables';
import { STATEMENT_WORDS } from './statement-labels';
import { formatTetri } from './statement-pdf';
import { scriptRuns } from './statement-pdf-text';

// The statement's PDF read back with a PDF text extractor: its Georgian (drawn in Noto Sans Georgian,
// embedded) and its numbers, against the JSON statement of the same period.

let server: TestServer;
let fixture: ProjectFixture;
let tools: PurchaseTools;
let owner: { headers: Record<string, string> };
const NAME = 'შპს "სტატემენტი" Ltd';
beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  tools = await purchaseTools(server, fixture);
  const company = await tools.company();
  await tools.db.update(companies).set({ name: NAME }).where(eq(companies.id, company.id));
  owner = await tools.member(company.id);
  const card = await tools.card(company.id);
  for (const liters of [42.37, 18]) await tools.authorize(tools.purchase(card.number, { liters }));
  await tools.caughtUp();
  await movePoints(tools.db, { companyId: company.id, kind: 'earned', amount: 12_345 });
}, 60_000);
afterAll(() => server?.close());

async function pdfOf(query: string) {
  const response = await fetch(`${server.url}/api/v2/fleet/reports/statement.pdf?${query}`, {
    headers: owner.headers,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, text: await pdfText(bytes) };
}

describe('the statement as a PDF', () => {
  it('is labelled in Georgian with the Georgian font embedded, and its closing balance is the statement’s', async () => {
    const statement = (await tools.api.get('/api/v2/fleet/reports/statement', owner.headers)).body;
    const { response, bytes, text } = await pdfOf('locale=ka');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="statement-${statement.from}-${statement.to}.pdf"`,
    );
    const words = STATEMENT_WORDS.ka;
    for (const heading of [
      words.title,
      words.closing,
      words.sections.purchases,
      words.products.EURO_DIESEL,
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain(NAME);
    expect(statement.closing.money.amount).toBeLessThan(0);
    expect(statement.closing.points.amount).toBe(12_345);
    expect(text).toContain(formatTetri(statement.closing.money.amount, 'ka'));
    expect(text).toContain('123,45');
    // Its days as Georgian writes them (dd.mm.yyyy), from the portal's formatting module.
    expect(text).toContain(`${formatDate(statement.from, 'ka')} – ${formatDate(statement.to, 'ka')}`);
    expect(statement.from).toMatch(/^\d{4}-\d{2}-01$/);
    expect(text).toContain(`01.${statement.from.slice(5, 7)}.${statement.from.slice(0, 4)}`);
    // Embedded as a font file (subset), not named as one of the PDF viewer's own fonts.
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansGeorgian/);
    expect(raw).toContain('/FontFile2');
  });

  it('is labelled in English when asked', async () => {
    const statement = (await tools.api.get('/api/v2/fleet/reports/statement', owner.headers)).body;
    const { text } = await pdfOf('locale=en');
    expect(text).toContain('Reconciliation statement');
    expect(text).toContain('Closing balance');
    expect(text).toContain(formatTetri(statement.closing.money.amount, 'en'));
    expect(text).toContain('123.45');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});

describe('writing it', () => {
  it('formats tetri as money from integers', () => {
    expect(formatTetri(-123_456_789, 'en')).toBe('-1,234,567.89');
    expect(formatTetri(-123_456_789, 'ka')).toBe('-1 234 567,89');
    expect(formatTetri(5, 'en')).toBe('0.05');
    expect(formatTetri(0, 'ka')).toBe('0,00');
  });

  it('cuts a line where the script changes, keeping spaces with the run they follow', () => {
    expect(scriptRuns('შპს "ბერიძე" 405123456')).toEqual([
      { georgian: true, text: 'შპს ' },
      { georgian: false, text: '"' },
      { georgian: true, text: 'ბერიძე' },
      { georgian: false, text: '" 405123456' },
    ]);
  });
});
