import Papa from 'papaparse';
import { COLUMNS, type ProjectRow } from './sample-rows';

/** The rows as CSV: a header of column labels, then one line per row (numbers unformatted). */
export function rowsToCsv(rows: readonly ProjectRow[]): string {
  return Papa.unparse({
    fields: COLUMNS.map((c) => c.label),
    data: rows.map((r) => COLUMNS.map((c) => r[c.key])),
  });
}

/**
 * The rows as an XLSX workbook (one sheet, bold frozen header, number formats, a real date
 * column). exceljs is large, so it is fetched when a file is first made, not with the page.
 */
export async function rowsToXlsx(rows: readonly ProjectRow[]): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'Makueni Open Data';
  const sheet = book.addWorksheet('Projects', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({
    header: c.label,
    key: c.key,
    width: c.key === 'name' ? 34 : 16,
    style:
      c.key === 'budget'
        ? { numFmt: '#,##0' }
        : c.key === 'startDate'
          ? { numFmt: 'yyyy-mm-dd' }
          : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow({ ...r, startDate: new Date(`${r.startDate}T00:00:00Z`) });
  const buffer = await book.xlsx.writeBuffer();
  return new Blob([buffer], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

/** Saves a file through a temporary link (works for blobs in every browser). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadCsv(rows: readonly ProjectRow[], fileName: string): void {
  // The byte order mark lets Excel read the file as UTF-8 (the en dash in names).
  downloadBlob(new Blob(['\uFEFF', rowsToCsv(rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}

export async function downloadXlsx(rows: readonly ProjectRow[], fileName: string): Promise<void> {
  downloadBlob(await rowsToXlsx(rows), fileName);
}
