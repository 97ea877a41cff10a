import Papa from 'papaparse';

export const MAX_BYTES = 1024 * 1024;

/** A spreadsheet cell as text: dates as yyyy-mm-dd, formulas by their result, rich text joined. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { result?: unknown; richText?: { text: string }[]; text?: unknown };
    if (v.richText) return v.richText.map((t) => t.text).join('');
    if ('result' in v) return cellText(v.result);
    if ('text' in v) return cellText(v.text);
    return '';
  }
  return String(value as string | number | boolean);
}

/**
 * Reads a CSV (papaparse) or XLSX (exceljs, first sheet) file into rows of text. Throws with a
 * message for a file it will not read (type, size, unreadable).
 */
export async function readTableFile(file: File): Promise<string[][]> {
  const name = file.name.toLowerCase();
  if (file.size > MAX_BYTES) throw new Error(`${file.name} is larger than 1 MB.`);
  if (name.endsWith('.csv')) {
    const text = await file.text();
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
    const fatal = parsed.errors.find((e) => e.type === 'Quotes');
    if (fatal)
      throw new Error(`Row ${fatal.row !== undefined ? fatal.row + 1 : '?'}: ${fatal.message}.`);
    return parsed.data;
  }
  if (name.endsWith('.xlsx')) {
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    try {
      await book.xlsx.load(await file.arrayBuffer());
    } catch {
      throw new Error(`${file.name} is not a readable Excel workbook.`);
    }
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error(`${file.name} has no sheet.`);
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, n) => {
      const values: string[] = [];
      for (let c = 1; c <= sheet.columnCount; c++) values.push(cellText(row.getCell(c).value));
      rows[n - 1] = values;
    });
    return Array.from(rows, (r) => r ?? []);
  }
  throw new Error(`${file.name} is neither a .csv nor an .xlsx file.`);
}
