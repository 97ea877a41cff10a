import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openXlsxRows } from '../../src/db/import/read-table.ts';

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'xlsx-rows-'));
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

async function write(name: string, build: (sheet: ExcelJS.Worksheet) => void): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  build(workbook.addWorksheet('Projects'));
  workbook.addWorksheet('Notes').getCell('A1').value = 'not read';
  const file = path.join(tmp, name);
  await workbook.xlsx.writeFile(file);
  return file;
}

async function collect(file: string) {
  const { headers, rows } = await openXlsxRows(file);
  const out: { row: number; values: Record<string, string> }[] = [];
  for await (const r of rows) out.push({ row: r.row, values: Object.fromEntries(r.values) });
  return { headers, rows: out };
}

describe('openXlsxRows', () => {
  it('streams the first sheet: headers normalised, row numbers as Excel shows them, blank rows skipped', async () => {
    const file = await write('rows.xlsx', (sheet) => {
      sheet.getCell('A1').value = 'Project Code';
      sheet.getCell('B1').value = 'Budget (KES)';
      sheet.getCell('C1').value = 'Start date';
      sheet.getCell('A2').value = 'P-1';
      sheet.getCell('B2').value = 1500000;
      sheet.getCell('C2').value = new Date(Date.UTC(2024, 6, 1));
      // Row 3 left empty; row 4 has rich text and a formula with its result.
      sheet.getCell('A4').value = { richText: [{ text: 'P-' }, { text: '2' }] };
      sheet.getCell('B4').value = { formula: 'B2*2', result: 3000000 };
    });
    const { headers, rows } = await collect(file);
    expect(headers).toEqual(['code', 'budget', 'start_date']);
    expect(rows).toEqual([
      { row: 2, values: { code: 'P-1', budget: '1500000', start_date: '2024-07-01' } },
      { row: 4, values: { code: 'P-2', budget: '3000000', start_date: '' } },
    ]);
  });

  it('has no headers when row 1 is empty, and reads the rows below as data', async () => {
    const file = await write('no-header.xlsx', (sheet) => {
      sheet.getCell('A2').value = 'code';
      sheet.getCell('A3').value = 'P-1';
    });
    const { headers, rows } = await collect(file);
    // The validator then rejects the file for its missing columns, naming row 1.
    expect(headers).toEqual([]);
    expect(rows).toEqual([
      { row: 2, values: {} },
      { row: 3, values: {} },
    ]);
  });

  it('stops reading when the consumer stops', async () => {
    const file = await write('early.xlsx', (sheet) => {
      sheet.addRow(['code']);
      for (let i = 0; i < 500; i += 1) sheet.addRow([`P-${i}`]);
    });
    const { rows } = await openXlsxRows(file);
    const first = await rows.next();
    expect(first.value).toMatchObject({ row: 2 });
    await rows.return(undefined);
    expect((await rows.next()).done).toBe(true);
  });
});
