import { describe, expect, it } from 'vitest';
import { validateImport } from './validate-import';

const HEADER = [
  'Code',
  'Project',
  'Ward',
  'Department',
  'Budget (KES)',
  'Progress (%)',
  'Start date',
];
const GOOD = ['WAT-101', 'Borehole', 'Wote/Nziu', 'Water', '4,850,000', '92', '2024-08-12'];

describe('validating an imported table', () => {
  it('accepts good rows, reading grouped numbers', () => {
    const result = validateImport([HEADER, GOOD]);
    expect(result).toEqual({
      ok: true,
      rows: [
        {
          code: 'WAT-101',
          name: 'Borehole',
          ward: 'Wote/Nziu',
          department: 'Water',
          budget: 4850000,
          progress: 92,
          startDate: '2024-08-12',
        },
      ],
    });
  });

  it('names the spreadsheet row and column of every bad cell and keeps no row', () => {
    const bad = ['HLT-214', 'Clinic', 'Kisau', 'Health', 'lots', '140', '2024-02-30'];
    const result = validateImport([HEADER, GOOD, bad]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => [e.row, e.letter, e.column])).toEqual([
      [3, 'E', 'Budget (KES)'],
      [3, 'F', 'Progress (%)'],
      [3, 'G', 'Start date'],
    ]);
    expect(result.preview).toHaveLength(2);
  });

  it('rejects a file without the expected header or rows', () => {
    expect(validateImport([])).toMatchObject({ ok: false, fileError: 'The file is empty.' });
    expect(validateImport([['Code', 'Name']])).toMatchObject({ ok: false });
    expect(validateImport([HEADER])).toMatchObject({
      ok: false,
      fileError: 'The file has a header but no rows.',
    });
  });

  it('flags a repeated code', () => {
    const result = validateImport([HEADER, GOOD, GOOD]);
    expect(result.ok ? [] : result.errors.map((e) => e.message)).toEqual([
      'repeats the code of row 2',
    ]);
  });
});
