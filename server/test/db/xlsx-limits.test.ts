import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openXlsxRows } from '../../src/db/import/read-table.ts';
import {
  checkXlsxExpansion,
  ExpansionLimitError,
  MalformedXlsxError,
  XLSX_LIMITS,
} from '../../src/db/import/xlsx-limits.ts';
import { writeXlsxBomb } from '../xlsx-bomb.ts';

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'xlsx-limits-'));
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

async function workbook(name: string, rows: number, columns: number): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Projects');
  for (let r = 1; r <= rows; r += 1) {
    sheet.addRow(Array.from({ length: columns }, (_, c) => `text ${r}-${c}`));
  }
  const file = path.join(tmp, name);
  await book.xlsx.writeFile(file);
  return file;
}

describe('checkXlsxExpansion', () => {
  it('passes an ordinary workbook, which then reads as before', async () => {
    const file = await workbook('plain.xlsx', 50, 6);
    await expect(checkXlsxExpansion(file)).resolves.toBeUndefined();
    const { headers } = await openXlsxRows(file);
    expect(headers).toHaveLength(6);
  });

  it('refuses shared strings that expand past the limit, reading no more than the limit', async () => {
    const file = path.join(tmp, 'bomb.xlsx');
    const bomb = await writeXlsxBomb(file, { sharedStringBytes: 540e6 });
    expect(bomb.bytes).toBeLessThan(2e6);
    const error = await checkXlsxExpansion(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExpansionLimitError);
    expect((error as Error).message).toBe(
      'its part xl/sharedStrings.xml expands to more than 32 MB, the most an import holds in memory: send it as CSV',
    );
  });

  it('names each limit: cells, shared strings, the whole', async () => {
    const file = await workbook('cells.xlsx', 20, 10);
    await expect(checkXlsxExpansion(file, { ...XLSX_LIMITS, cells: 150 })).rejects.toThrow(
      'the spreadsheet has more than 150 cells, the most an import may read',
    );
    const strings = path.join(tmp, 'strings.xlsx');
    await writeXlsxBomb(strings, { sharedStringBytes: 3e6, cellText: 'x' });
    await expect(
      checkXlsxExpansion(strings, { ...XLSX_LIMITS, sharedStrings: 100_000 }),
    ).rejects.toThrow('the spreadsheet has more than 100,000 shared strings');
    await expect(checkXlsxExpansion(file, { ...XLSX_LIMITS, expandedBytes: 4096 })).rejects.toThrow(
      'the spreadsheet expands to more than 0 MB',
    );
  });

  it('refuses a zip with bytes between its parts (where a reader could find a hidden one)', async () => {
    const file = await workbook('gap.xlsx', 5, 3);
    const zip = await fs.readFile(file);
    // Shift everything after the first part by 100 bytes: offsets in the directory no longer meet.
    const firstPartEnd = zip.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]), 4);
    const damaged = Buffer.concat([
      zip.subarray(0, firstPartEnd),
      Buffer.alloc(100),
      zip.subarray(firstPartEnd),
    ]);
    await fs.writeFile(file, damaged);
    await expect(checkXlsxExpansion(file)).rejects.toBeInstanceOf(MalformedXlsxError);
  });

  it('refuses a file that is not a zip', async () => {
    const file = path.join(tmp, 'text.xlsx');
    await fs.writeFile(file, 'code,title\nA,B\n');
    await expect(checkXlsxExpansion(file)).rejects.toThrow('not an .xlsx file');
  });
});
