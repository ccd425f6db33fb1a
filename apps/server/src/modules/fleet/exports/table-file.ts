import { PassThrough, Readable } from 'node:stream';

// Tables as downloadable files, streamed as their rows are read: a 100,000-row export never sits in
// memory whole, on the server or in the browser.

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export type Column<Row> = { header: string; value: (row: Row) => string | number | null; width?: number };

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A CSV field: quoted when it holds a separator, a quote or a line break; formulas defused. */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  // A spreadsheet would run `=…` as a formula (CSV injection).
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

async function* csvLines<Row>(columns: Column<Row>[], rows: AsyncIterable<Row[]>) {
  // The byte-order mark makes spreadsheets read the Georgian text as UTF-8.
  yield `\uFEFF${columns.map((column) => csvField(column.header)).join(',')}\r\n`;
  for await (const batch of rows) {
    yield batch
      .map((row) => `${columns.map((column) => csvField(column.value(row))).join(',')}\r\n`)
      .join('');
  }
}

function xlsxStream<Row>(sheetName: string, columns: Column<Row>[], rows: AsyncIterable<Row[]>): Readable {
  const output = new PassThrough();
  void (async () => {
    // exceljs loads with the first workbook, not with every process.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetName);
    sheet.columns = columns.map((column, index) => ({
      header: column.header,
      key: String(index),
      width: column.width ?? 16,
    }));
    sheet.getRow(1).font = { bold: true };
    for await (const batch of rows) {
      for (const row of batch) sheet.addRow(columns.map((column) => column.value(row))).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** The file's bytes as a stream, read from `rows` (batches) while the client downloads. */
export function tableFile<Row>(
  format: ExportFormat,
  sheetName: string,
  columns: Column<Row>[],
  rows: AsyncIterable<Row[]>,
): Readable {
  return format === 'csv' ? Readable.from(csvLines(columns, rows)) : xlsxStream(sheetName, columns, rows);
}
