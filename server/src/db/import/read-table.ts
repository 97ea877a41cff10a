import type ExcelJS from 'exceljs';

/** One data row of a spreadsheet: its row number as people see it (header = row 1). */
export interface TableRow {
  row: number;
  values: Map<string, string>;
}

export interface Table {
  /** Normalized headers in file order. */
  headers: string[];
  rows: TableRow[];
}

/** Other names people give the columns, mapped to ours. */
const HEADER_ALIASES: Record<string, string> = {
  project_code: 'code',
  project_id: 'code',
  project_title: 'title',
  project_name: 'title',
  name: 'title',
  project_description: 'description',
  subcounty: 'sub_county',
  sub_county_name: 'sub_county',
  ward_name: 'ward',
  status: 'state',
  project_status: 'state',
  stalling_reason: 'stalled_reason',
  reason: 'stalled_reason',
  fy: 'financial_year',
  financialyear: 'financial_year',
  approved_budget: 'budget',
  budget_kes: 'budget',
  contract_amount: 'contract_sum',
  contract_value: 'contract_sum',
  amount_paid: 'paid',
  expenditure: 'paid',
  source_of_funds: 'funding_source',
  funding: 'funding_source',
  contractor_name: 'contractor',
  progress_percent: 'progress',
  physical_progress: 'progress',
  percent_complete: 'progress',
  priority: 'priority_rank',
  citizen_priority: 'priority_rank',
  public_forums: 'forums',
  lat: 'latitude',
  lon: 'longitude',
  lng: 'longitude',
  long: 'longitude',
  date_last_verified: 'last_verified',
  verified_on: 'last_verified',
  actual_completion_date: 'completion_date',
  end_date: 'planned_end_date',
};

export function normalizeHeader(raw: string): string {
  const key = raw
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return HEADER_ALIASES[key] ?? key;
}

/** A data row from its cells, or null for a row with nothing in it. */
function tableRow(headers: string[], cells: string[], row: number): TableRow | null {
  if (cells.every((c) => c.trim() === '')) return null;
  const values = new Map<string, string>();
  headers.forEach((h, j) => {
    if (h !== '' && !values.has(h)) values.set(h, (cells[j] ?? '').trim());
  });
  return { row, values };
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number')
    return Number.isInteger(value) ? String(value) : String(Math.round(value * 1e6) / 1e6);
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  if ('error' in value) return '';
  return '';
}

/** The rows of a spreadsheet's first sheet, as cell texts, read as a stream. */
async function* sheetRows(file: string): AsyncGenerator<{ row: number; cells: string[] }> {
  const { default: excel } = await import('exceljs');
  // Shared strings and styles (which cells are dates) are kept; rows are not: each is handed
  // on as it is parsed. A sheet stored before the shared strings waits in a temporary file.
  const reader = new excel.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = Array.isArray(row.values) ? row.values : [];
      const cells: string[] = [];
      for (let c = 1; c < values.length; c += 1) cells.push(cellText(values[c]));
      yield { row: row.number, cells };
    }
    return;
  }
}

/**
 * An .xlsx file's first sheet, streamed: its header row (row 1) at once, then the data rows as
 * they are read, so memory holds the shared strings but never the whole sheet.
 */
export async function openXlsxRows(
  file: string,
): Promise<{ headers: string[]; rows: AsyncGenerator<TableRow> }> {
  const source = sheetRows(file);
  const first = await source.next();
  const headerCells = !first.done && first.value.row === 1 ? first.value.cells : [];
  const headers = headerCells.map(normalizeHeader);
  async function* rows(): AsyncGenerator<TableRow> {
    try {
      // A sheet whose first row is not row 1 has no header: that row is data.
      if (!first.done && first.value.row !== 1) {
        const row = tableRow(headers, first.value.cells, first.value.row);
        if (row) yield row;
      }
      for await (const { row: number, cells } of source) {
        const row = tableRow(headers, cells, number);
        if (row) yield row;
      }
    } finally {
      await source.return(undefined);
    }
  }
  return { headers: headers.filter((h) => h !== ''), rows: rows() };
}
