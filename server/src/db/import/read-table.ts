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

function toTable(matrix: string[][]): Table {
  const [headerRow = [], ...body] = matrix;
  const headers = headerRow.map(normalizeHeader);
  const rows: TableRow[] = [];
  body.forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return;
    const values = new Map<string, string>();
    headers.forEach((h, j) => {
      if (h !== '' && !values.has(h)) values.set(h, (cells[j] ?? '').trim());
    });
    rows.push({ row: i + 2, values });
  });
  return { headers: headers.filter((h) => h !== ''), rows };
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

export async function readXlsx(file: string): Promise<Table> {
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [] };
  const matrix: string[][] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let c = 1; c <= width; c += 1) cells.push(cellText(row.getCell(c).value));
    matrix[rowNumber - 1] = cells;
  });
  for (let i = 0; i < matrix.length; i += 1) matrix[i] ??= [];
  return toTable(matrix);
}
