import path from 'node:path';
import type { AppDb } from '../client.ts';
import type { WriteResult } from '../writer/finish-write.ts';
import { upsertProjects, type UpsertOptions } from '../writer/upsert-projects.ts';
import { detectCsvEncoding, openCsvRows, FileRejectedError } from './csv-stream.ts';
import { openXlsxRows, type TableRow } from './read-table.ts';
import { RowValidator, type ImportIssue } from './validate-rows.ts';
import { checkXlsxExpansion, ExpansionLimitError } from './xlsx-limits.ts';

export type ImportOutcome =
  | { ok: true; rows: number; result: WriteResult; ignoredColumns: string[]; notice?: string }
  | {
      ok: false;
      rows: number;
      issues: ImportIssue[];
      /** All issues found (only the first MAX_KEPT_ISSUES are listed). */
      issueCount: number;
      ignoredColumns: string[];
      notice?: string;
      /** The file expands past a limit (XLSX_LIMITS): the whole file is refused for its size. */
      tooLarge?: boolean;
    };

/** What the importer says about the file besides its rows, as the command line prints it. */
export function importNotices(outcome: ImportOutcome): string[] {
  const notices: string[] = [];
  if (outcome.notice) notices.push(outcome.notice);
  if (outcome.ignoredColumns.length > 0) {
    notices.push(`columns read past: ${outcome.ignoredColumns.join(', ')}`);
  }
  return notices;
}

/** The file cannot be read at all: one issue on the file, nothing written. */
function refusedFile(message: string, tooLarge = false): ImportOutcome {
  return {
    ok: false,
    rows: 0,
    issues: [{ row: 1, column: 'file', problem: message }],
    issueCount: 1,
    ignoredColumns: [],
    ...(tooLarge ? { tooLarge } : {}),
  };
}

interface RowSource {
  headers: string[];
  rows: AsyncGenerator<TableRow>;
}

/**
 * Validates every row of a CSV or XLSX file; writes nothing unless all rows are good, then
 * upserts them by code in one transaction (rollups and data version included).
 *
 * Memory. A CSV is read twice as a stream (64 KB pieces): once to check every row, once to write
 * them, 2,000 projects per statement inside one transaction. What is held whatever the file's
 * size: one chunk of 2,000 projects and its statement (a few MB), the first 1,000 issues, and
 * the code and row number of every row seen (to report a repeated code: about 100 bytes a row,
 * 15 MB for 150,000 rows). The database's own transaction state lives in the database (for the
 * embedded one, its write-ahead log on disk). An .xlsx file is read the same way, twice as a
 * stream of rows; only its shared strings (each distinct text once) are held while it is read.
 */
export async function importFile(
  db: AppDb,
  file: string,
  options: {
    dryRun?: boolean;
    /** The file's name as its owner knows it, for messages (an upload has a temporary name). */
    displayName?: string;
  } & UpsertOptions = {},
): Promise<ImportOutcome> {
  let open: () => Promise<RowSource>;
  let notice: string | undefined;
  const ext = path.extname(file).toLowerCase();
  try {
    if (ext === '.xlsx') {
      // What the zip expands to is bounded before the reader holds any of it.
      await checkXlsxExpansion(file);
      open = () => openXlsxRows(file);
    } else if (ext === '.csv' || ext === '.txt') {
      const detected = await detectCsvEncoding(file, options.displayName);
      notice = detected.notice;
      open = () => openCsvRows(file, detected.encoding);
    } else {
      throw new FileRejectedError(`unsupported file type "${ext}": use .csv or .xlsx`);
    }
  } catch (error) {
    if (error instanceof ExpansionLimitError) return refusedFile(error.message, true);
    return refusedFile(error instanceof Error ? error.message : String(error));
  }
  const withNotice = notice === undefined ? {} : { notice };

  // First pass: check every row, keep nothing but the issues.
  let validator: RowValidator;
  try {
    const check = await open();
    validator = new RowValidator(check.headers);
    if (validator.headerFailed) {
      await check.rows.return(undefined);
    } else {
      for await (const row of check.rows) validator.check(row);
      validator.finish();
    }
  } catch (error) {
    // The first pass only reads the file: what fails here is the file's content.
    if (ext !== '.xlsx' || error instanceof FileRejectedError) throw error;
    const reason = error instanceof Error ? error.message.slice(0, 200) : 'unreadable';
    return refusedFile(`the spreadsheet cannot be read (${reason}): save it again from Excel`);
  }
  if (validator.issueCount > 0) {
    return {
      ok: false,
      rows: validator.rows,
      issues: validator.issues,
      issueCount: validator.issueCount,
      ignoredColumns: validator.ignoredColumns,
      ...withNotice,
    };
  }
  if (options.dryRun) {
    return {
      ok: true,
      rows: validator.rows,
      result: { inserted: 0, updated: 0, total: 0, dataVersion: '' },
      ignoredColumns: validator.ignoredColumns,
      ...withNotice,
    };
  }

  // Second pass: the same rows again, written as they are read.
  const write = await open();
  const again = new RowValidator(write.headers);
  async function* projects() {
    for await (const row of write.rows) {
      const project = again.check(row);
      if (project) yield project;
      // The file changed between the passes: the transaction is rolled back.
      else throw new Error(`row ${row.row} changed while the file was imported`);
    }
  }
  const result = await upsertProjects(db, projects(), {
    ...options,
    keepColumns: validator.keepColumns,
  });
  return {
    ok: true,
    rows: validator.rows,
    result,
    ignoredColumns: validator.ignoredColumns,
    ...withNotice,
  };
}
