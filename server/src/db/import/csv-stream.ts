import { isUtf8 } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { TextDecoder } from 'node:util';
import Papa from 'papaparse';
import { normalizeHeader, type TableRow } from './read-table.ts';

/**
 * CSV read as a stream: the file is read in 64 KB pieces, decoded, parsed and handed on one row
 * at a time, so memory does not grow with the file (see import-file.ts for the whole bound).
 */

export type TextEncoding = 'utf-8' | 'windows-1252';

export interface CsvEncoding {
  encoding: TextEncoding;
  /** Said to the person importing when the file was converted. */
  notice?: string;
}

/** The file cannot be read as a CSV; the message says why (and where). */
export class FileRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileRejectedError';
  }
}

const READ_CHUNK = 64 * 1024;
/** Bytes Windows-1252 leaves undefined: a file holding them is not Windows-1252 either. */
const UNDEFINED_IN_1252 = [0x81, 0x8d, 0x8f, 0x90, 0x9d];

/** Bytes at the end of `chunk` that start a UTF-8 sequence not complete within it. */
function incompleteTail(chunk: Buffer): number {
  for (let back = 1; back <= Math.min(3, chunk.length); back += 1) {
    const byte = chunk[chunk.length - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue; // continuation byte: look further back
    const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return need > back ? back : 0;
  }
  return 0;
}

/** Number of the first line (1-based, counted from `firstLine`) in `bytes` that is not UTF-8. */
function firstBadLine(bytes: Buffer, firstLine: number): number {
  let line = firstLine;
  let start = 0;
  while (start <= bytes.length) {
    let end = bytes.indexOf(0x0a, start);
    if (end === -1) end = bytes.length;
    if (!isUtf8(bytes.subarray(start, end))) return line;
    line += 1;
    start = end + 1;
  }
  return line;
}

function countLines(bytes: Buffer): number {
  let n = 0;
  for (let i = bytes.indexOf(0x0a); i !== -1; i = bytes.indexOf(0x0a, i + 1)) n += 1;
  return n;
}

/**
 * Decides how to read a CSV, in one streamed pass over its bytes:
 * - a UTF-8 byte-order mark, or bytes that are all valid UTF-8: UTF-8;
 * - UTF-16 (a byte-order mark FF FE or FE FF): refused, with how to save it as UTF-8;
 * - otherwise, when every byte is a Windows-1252 character (Latin-1 as Windows writes it, the
 *   usual "CSV" from older Excel): converted, and the notice names the first line that was not
 *   UTF-8;
 * - anything else (NUL bytes, bytes Windows-1252 leaves undefined): refused, naming the first
 *   line that is not UTF-8.
 * A `.txt` file is read only when its first line is comma- or semicolon-separated column names.
 */
export async function detectCsvEncoding(
  file: string,
  /** The file's name as its owner knows it (an upload is kept under a temporary name). */
  name = path.basename(file),
): Promise<CsvEncoding> {
  let line = 1;
  let carry: Buffer = Buffer.alloc(0);
  let first = true;
  let badLine: number | undefined;
  let nulLine: number | undefined;
  let undefinedIn1252 = false;
  let headerBytes: Buffer = Buffer.alloc(0);
  let bom = false;
  for await (const piece of fs.createReadStream(file, { highWaterMark: READ_CHUNK })) {
    let chunk = carry.length > 0 ? Buffer.concat([carry, piece as Buffer]) : (piece as Buffer);
    if (first) {
      first = false;
      if (chunk[0] === 0xff && chunk[1] === 0xfe)
        throw new FileRejectedError(
          `${name} is saved as UTF-16 ("Unicode text"); save it as "CSV UTF-8 (comma delimited)" and import that`,
        );
      if (chunk[0] === 0xfe && chunk[1] === 0xff)
        throw new FileRejectedError(
          `${name} is saved as UTF-16 (big-endian); save it as "CSV UTF-8 (comma delimited)" and import that`,
        );
      if (chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) {
        bom = true;
        chunk = chunk.subarray(3);
      }
    }
    const tail = incompleteTail(chunk);
    const whole = chunk.subarray(0, chunk.length - tail);
    carry = Buffer.from(chunk.subarray(chunk.length - tail));
    if (headerBytes.length < 4096 && !headerBytes.includes(0x0a)) {
      headerBytes = Buffer.concat([headerBytes, whole.subarray(0, 4096)]);
    }
    if (nulLine === undefined) {
      const nul = whole.indexOf(0);
      if (nul !== -1) nulLine = line + countLines(whole.subarray(0, nul));
    }
    if (badLine === undefined && !isUtf8(whole)) badLine = firstBadLine(whole, line);
    if (!undefinedIn1252 && badLine !== undefined) {
      undefinedIn1252 = UNDEFINED_IN_1252.some((b) => whole.includes(b));
    }
    line += countLines(whole);
  }
  if (carry.length > 0 && badLine === undefined) badLine = line;

  if (nulLine !== undefined)
    throw new FileRejectedError(
      `${name} is not a text file (line ${nulLine} holds a NUL byte); save the sheet as CSV UTF-8 or .xlsx`,
    );
  const encoding: TextEncoding = badLine === undefined ? 'utf-8' : 'windows-1252';
  if (badLine !== undefined && (bom || undefinedIn1252))
    throw new FileRejectedError(
      `${name} is not UTF-8: line ${badLine} holds bytes that are not UTF-8${bom ? ' although the file starts with a UTF-8 byte-order mark' : ' (nor Windows-1252)'}; save it as "CSV UTF-8 (comma delimited)" and import that`,
    );

  if (path.extname(file).toLowerCase() === '.txt') {
    const headerEnd = headerBytes.indexOf(0x0a);
    const header = new TextDecoder(encoding).decode(
      headerEnd === -1 ? headerBytes : headerBytes.subarray(0, headerEnd),
    );
    const fields = header.split(header.includes(',') ? ',' : ';');
    if (
      fields.length < 2 ||
      header.includes('\t') ||
      !fields.some((f) => normalizeHeader(f) === 'code')
    )
      throw new FileRejectedError(
        `${name} is not a CSV file: its first line is not comma-separated column names (code, title, ...)`,
      );
  }
  return badLine === undefined
    ? { encoding }
    : {
        encoding,
        notice: `${name} is not UTF-8 (first on line ${badLine}): read as Windows-1252 (Western European), so "é" and "’" arrive as written`,
      };
}

/** Bytes to text in the given encoding, piece by piece (a character split across pieces is kept). */
class DecodeStream extends Transform {
  private readonly decoder: TextDecoder;
  constructor(encoding: TextEncoding) {
    super({ decodeStrings: true, readableObjectMode: false, encoding: 'utf8' });
    this.decoder = new TextDecoder(encoding);
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    done(null, this.decoder.decode(chunk, { stream: true }));
  }
  override _flush(done: TransformCallback): void {
    done(null, this.decoder.decode());
  }
}

export interface CsvRows {
  headers: string[];
  rows: AsyncGenerator<TableRow>;
}

/**
 * The file's header and then its rows, read as they are consumed. Row numbers are as a
 * spreadsheet shows them (the header is row 1); rows that are entirely empty are skipped.
 */
export async function openCsvRows(file: string, encoding: TextEncoding): Promise<CsvRows> {
  const source = fs.createReadStream(file, { highWaterMark: READ_CHUNK });
  const parser = source
    .pipe(new DecodeStream(encoding))
    .pipe(Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: false }) as NodeJS.ReadWriteStream);
  source.on('error', (error) => parser.emit('error', error));
  const iterator = (parser as unknown as AsyncIterable<string[]>)[Symbol.asyncIterator]();
  const head = await iterator.next();
  const headers = head.done ? [] : head.value.map(normalizeHeader);
  async function* rows(): AsyncGenerator<TableRow> {
    let row = 1;
    try {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        row += 1;
        const cells = next.value;
        if (cells.every((c) => c.trim() === '')) continue;
        const values = new Map<string, string>();
        headers.forEach((h, j) => {
          if (h !== '' && !values.has(h)) values.set(h, (cells[j] ?? '').trim());
        });
        yield { row, values };
      }
    } finally {
      source.destroy();
      await iterator.return?.();
    }
  }
  return { headers: headers.filter((h) => h !== ''), rows: rows() };
}
