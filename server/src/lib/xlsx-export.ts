import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type ExcelJS from 'exceljs';
import { PROJECT_COLUMNS, type ExportItem } from './project-columns.ts';

/**
 * XLSX export with back-pressure. exceljs's streaming writer accepts every committed row at once:
 * the sheet's XML goes into its own buffer (StreamBuf, whose write() always returns true), from
 * there into the zip's deflate stream without waiting for it, and only the zip's output honours
 * the socket. Waiting on the output alone therefore let rows pile up in the middle (one 150,000-
 * row export peaked at 380 MB, eight at 1.5 GB). So the writer here also measures what waits
 * inside the pipeline, and reads the next rows from the database only when that is below
 * PENDING_LIMIT. It also yields to the event loop every ROWS_PER_TURN rows, so that other
 * requests are answered while a spreadsheet is built.
 */

/** Bytes allowed to wait inside the pipeline (uncompressed XML plus zipped output). */
export const PENDING_LIMIT = 1024 * 1024;
const ROWS_PER_TURN = 250;

type Batches = AsyncIterable<ExportItem[]>;

interface StreamState {
  length?: number;
}
interface AnyStream {
  _writableState?: StreamState;
  _readableState?: StreamState;
  /** exceljs StreamBuf: its own buffers and the streams it writes into. */
  buffers?: Array<{ length?: number }>;
  pipes?: AnyStream[];
  /** archiver: the zip module it writes through. */
  _module?: AnyStream;
}

/**
 * Bytes buffered by a stream of any of the three implementations in this pipeline (Node's,
 * the readable-stream package's, exceljs's StreamBuf), and by the streams behind it.
 */
function buffered(value: unknown, depth = 0): number {
  if (!value || typeof value !== 'object' || depth > 3) return 0;
  const s = value as AnyStream;
  // The internal states, not the writableLength getters (StreamBuf inherits one that throws).
  let n = (s._writableState?.length ?? 0) + (s._readableState?.length ?? 0);
  for (const b of s.buffers ?? []) n += b.length ?? 0;
  for (const p of s.pipes ?? []) n += buffered(p, depth + 1);
  if (s._module) n += buffered(s._module, depth + 1);
  return Number.isFinite(n) ? n : 0;
}

export interface XlsxExport {
  stream: PassThrough;
  /** Bytes waiting inside the pipeline now (for tests and logs). */
  pending(): number;
  /** Rows handed to the writer so far. */
  rowsWritten(): number;
}

/** What the workbook says about itself: document properties and an "About" sheet after the data. */
export interface XlsxAbout {
  title: string;
  /** The publisher. */
  creator: string;
  /** Label and value rows of the "About" sheet (licence, filters, dates, ...). */
  about: [string, string][];
}

export function xlsxExport(
  excel: typeof ExcelJS,
  batches: Batches,
  onError: (error: unknown) => void,
  about?: XlsxAbout,
): XlsxExport {
  const out = new PassThrough();
  const workbook = new excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  if (about) {
    workbook.creator = about.creator;
    workbook.title = about.title;
    workbook.description = about.about.map(([k, v]) => `${k}: ${v}`).join('\n');
  }
  const sheet = workbook.addWorksheet('Projects');
  sheet.columns = PROJECT_COLUMNS.map((c) => ({
    header: c.header,
    key: c.header,
    width: c.kind === 'text' ? 24 : 14,
  }));
  const zip = (workbook as unknown as { zip?: unknown }).zip;
  const sheetStream = (sheet as unknown as { stream: unknown }).stream;
  let rows = 0;
  const pending = () => buffered(sheetStream) + buffered(zip) + buffered(out);

  let aborted = false;
  out.on('close', () => {
    aborted = true;
  });
  const waitForRoom = async () => {
    let delay = 1;
    while (!aborted && pending() > PENDING_LIMIT) {
      await sleep(delay);
      delay = Math.min(delay * 2, 50);
    }
  };

  void (async () => {
    for await (const batch of batches) {
      for (let i = 0; i < batch.length; i += 1) {
        const item = batch[i] as ExportItem;
        sheet.addRow(PROJECT_COLUMNS.map((c) => c.value(item))).commit();
        rows += 1;
        if (i % ROWS_PER_TURN === ROWS_PER_TURN - 1) {
          await waitForRoom();
          await sleep(0);
        }
        if (aborted) return;
      }
      await waitForRoom();
      if (aborted) return;
    }
    sheet.commit();
    if (about) {
      // After the data, so that the file opens on the projects.
      const notes = workbook.addWorksheet('About');
      notes.columns = [{ width: 22 }, { width: 80 }];
      for (const row of about.about) notes.addRow(row).commit();
      notes.commit();
    }
    await workbook.commit();
  })().catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { stream: out, pending, rowsWritten: () => rows };
}
