import type { Readable } from 'node:stream';
import {
  formatTetri as formatAmount,
  formatDate,
  formatDateTime,
  formatLiters as litersOf,
} from '../../../core/format';
import { BUSINESS_TIME_ZONE } from '../vocabulary';
import { STATEMENT_WORDS, type StatementLocale } from './statement-labels';
import { type FontFace, statementFonts, wrapLines, writeText } from './statement-pdf-text';
import type {
  FleetStatement,
  FleetStatementLine,
  StatementBalance,
  StatementLineKey,
} from './statement-schemas';

// The reconciliation statement as an A4 PDF with Noto Sans Georgian embedded (subset to the glyphs
// used), labelled in English or Georgian: pdfkit streams it while it is drawn.

const MARGIN = 48;
const COLUMNS = { item: 255, count: 60, liters: 80, amount: 104 };
const ROW = 18;
const GREY = '#666666';
const RULE = '#c8c8c8';

/**
 * Tetri as the amount column writes them, `-1,234.50` (English) or `-1 234,50` (Georgian), from the
 * platform's formatting module (the portal prints the same), with plain spaces between the groups so
 * that a reader searching the PDF's text for an amount finds it.
 */
export function formatTetri(tetri: number, locale: StatementLocale): string {
  return plainSpaces(formatAmount(tetri, locale));
}

const plainSpaces = (text: string) => text.replace(/\u00a0/g, ' ');

/** Liters with two decimals, as money is written. */
const formatLiters = (liters: number, locale: StatementLocale) => plainSpaces(litersOf(liters, locale));

/** Draws the statement and returns the PDF's stream (ended: it flows as the client reads it). */
export async function statementPdf(statement: FleetStatement, locale: StatementLocale): Promise<Readable> {
  const words = STATEMENT_WORDS[locale];
  const period = `${formatDate(statement.from, locale)} – ${formatDate(statement.to, locale)}`;
  // pdfkit loads with the first statement, not with every process.
  const [fonts, { default: PDFDocument }] = await Promise.all([statementFonts(), import('pdfkit')]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${words.title} ${period}`, Author: statement.company.name },
    lang: locale,
  });
  for (const [name, data] of Object.entries(fonts)) doc.registerFont(name, data);

  const left = MARGIN;
  const right = doc.page.width - MARGIN;
  let y = MARGIN;
  const text = (value: string, x: number, width: number, options: Partial<FontFace> = {}) =>
    writeText(doc, value, { x, y, width, size: 10, ...options });
  const newRowSpace = (rows = 1) => {
    if (y + rows * ROW > doc.page.height - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
  };
  const rule = (weight = 0.5) => {
    doc.moveTo(left, y).lineTo(right, y).lineWidth(weight).strokeColor(RULE).stroke();
  };

  /** One table row: the item, then count, liters and amount right-aligned. */
  const row = (
    item: string,
    cells: { count?: string; liters?: string; amount?: string },
    options: Partial<FontFace> = {},
  ) => {
    newRowSpace();
    let x = left;
    text(item, x, COLUMNS.item, options);
    x += COLUMNS.item;
    for (const column of ['count', 'liters', 'amount'] as const) {
      const value = cells[column];
      if (value) text(value, x, COLUMNS[column], { ...options, align: 'right' });
      x += COLUMNS[column];
    }
    y += ROW;
  };

  // The heading: title, company, period, when it was made.
  text(words.title, left, right - left, { size: 18, bold: true });
  y += 30;
  for (const [label, value] of [
    [
      words.company,
      `${statement.company.name} (${words.identificationCode} ${statement.company.identificationCode})`,
    ],
    [words.period, period],
    [words.generated, `${formatDateTime(statement.generatedAt, locale)} (${BUSINESS_TIME_ZONE})`],
  ] as const) {
    text(`${label}: ${value}`, left, right - left, { color: GREY });
    y += 15;
  }
  y += 10;

  const money = (amount: number) => formatTetri(amount, locale);
  const lineLabel = (line: FleetStatementLine) =>
    line.key === 'purchase' && line.product
      ? words.products[line.product]
      : words.lines[line.key as Exclude<StatementLineKey, 'purchase'>];

  for (const balance of ['money', 'points'] as StatementBalance[]) {
    newRowSpace(4);
    text(words.balances[balance], left, right - left, { size: 13, bold: true });
    y += 22;
    row(words.item, { count: words.count, liters: words.liters, amount: words.amount }, { color: GREY });
    rule();
    y += 4;
    row(words.opening, { amount: money(statement.opening[balance].amount) }, { bold: true });
    for (const section of statement.sections.filter((item) => item.balance === balance)) {
      newRowSpace(2);
      y += 4;
      row(words.sections[section.key], {}, { bold: true });
      for (const line of section.lines) {
        const informational = line.moves === null;
        row(
          `  ${lineLabel(line)}${informational ? ` (${words.forInformation})` : ''}`,
          {
            count: String(line.count),
            liters: line.liters === null ? undefined : formatLiters(line.liters, locale),
            amount: money(line.amount.amount),
          },
          informational ? { color: GREY } : {},
        );
      }
      row(`  ${words.total}`, {
        liters: section.liters === null ? undefined : formatLiters(section.liters, locale),
        amount: money(section.total.amount),
      });
    }
    y += 2;
    rule(1);
    y += 4;
    row(words.closing, { amount: money(statement.closing[balance].amount) }, { bold: true });
    y += 10;
  }
  const note = wrapLines(doc, words.note, right - left, 8);
  if (y + note.length * 11 > doc.page.height - MARGIN) {
    doc.addPage();
    y = MARGIN;
  }
  for (const line of note) {
    text(line, left, right - left, { size: 8, color: GREY });
    y += 11;
  }

  doc.end();
  return doc;
}
