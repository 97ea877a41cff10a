import type { AppDb } from '../client.ts';
import { upsertProjects, type WriteResult } from '../writer.ts';
import { readTable } from './read-table.ts';
import { validateTable, type ImportIssue } from './validate-rows.ts';

export type ImportOutcome =
  | { ok: true; rows: number; result: WriteResult; ignoredColumns: string[] }
  | { ok: false; rows: number; issues: ImportIssue[]; ignoredColumns: string[] };

/**
 * Validates every row of a CSV or XLSX file; writes nothing unless all rows are good, then
 * upserts them by code in one transaction (rollups and data version included).
 */
export async function importFile(
  db: AppDb,
  file: string,
  options: { dropSample?: boolean; dryRun?: boolean } = {},
): Promise<ImportOutcome> {
  let table;
  try {
    table = await readTable(file);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      rows: 0,
      issues: [{ row: 1, column: 'file', problem: message }],
      ignoredColumns: [],
    };
  }
  const { projects, issues, ignoredColumns } = validateTable(table);
  if (issues.length > 0) return { ok: false, rows: table.rows.length, issues, ignoredColumns };
  if (options.dryRun) {
    return {
      ok: true,
      rows: projects.length,
      result: { inserted: 0, updated: 0, total: 0, dataVersion: '' },
      ignoredColumns,
    };
  }
  const result = await upsertProjects(db, projects, { dropSample: options.dropSample ?? false });
  return { ok: true, rows: projects.length, result, ignoredColumns };
}
