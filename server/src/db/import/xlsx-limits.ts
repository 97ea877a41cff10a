import fs from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';

/**
 * What an .xlsx may expand to before it is read. A spreadsheet is a zip of XML files, and a few
 * megabytes of zip can hold hundreds of megabytes of repeated text: one 1.5 MB file's shared
 * strings came to 540 MB, which the reader keeps in memory. So before exceljs sees the file,
 * every part is inflated once as a stream (nothing kept) and counted against these limits; past
 * any of them the file is refused. The parts are also checked to follow one another with nothing
 * hidden between them, so the reader, which walks the zip from its start, sees exactly the parts
 * counted here.
 */
export const XLSX_LIMITS = {
  /** Every part together, inflated. */
  expandedBytes: 256 * 1024 * 1024,
  /** One part other than a worksheet (shared strings, styles, ...), inflated: all held in memory. */
  partBytes: 32 * 1024 * 1024,
  /** Entries in the shared strings table. */
  sharedStrings: 500_000,
  /** Cells in all worksheets. */
  cells: 5_000_000,
  /** Parts in the zip. */
  parts: 1_000,
};
export type XlsxLimits = typeof XLSX_LIMITS;

/** The file expands past a limit: the import refuses it (HTTP 413). */
export class ExpansionLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExpansionLimitError';
  }
}

/** The file is not a zip the reader can walk safely. */
export class MalformedXlsxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedXlsxError';
  }
}

interface Part {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  offset: number;
}

const MB = 1024 * 1024;
const mb = (n: number) => `${Math.round(n / MB)} MB`;

function endOfCentralDirectory(buf: Buffer): { count: number; size: number; offset: number } {
  // The record is 22 bytes plus a comment of at most 65,535.
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i -= 1) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      return {
        count: buf.readUInt16LE(i + 10),
        size: buf.readUInt32LE(i + 12),
        offset: buf.readUInt32LE(i + 16),
      };
    }
  }
  throw new MalformedXlsxError('not an .xlsx file (no zip directory found)');
}

/** The parts listed in the zip's directory (read into buf), in file order. */
function centralDirectory(buf: Buffer, count: number): Part[] {
  const parts: Part[] = [];
  let at = 0;
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) {
      throw new MalformedXlsxError('not an .xlsx file (damaged zip directory)');
    }
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const part: Part = {
      flags: buf.readUInt16LE(at + 8),
      method: buf.readUInt16LE(at + 10),
      compressedSize: buf.readUInt32LE(at + 20),
      offset: buf.readUInt32LE(at + 42),
      name: buf.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (part.compressedSize === 0xffffffff || part.offset === 0xffffffff) {
      throw new MalformedXlsxError('zip64 spreadsheets are not read: save it again from Excel');
    }
    if (part.method !== 0 && part.method !== 8) {
      throw new MalformedXlsxError(`"${part.name.slice(0, 80)}" uses an unknown compression`);
    }
    parts.push(part);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return parts.sort((a, b) => a.offset - b.offset);
}

/** Counts matches of a pattern across the chunks of a stream (matches are short). */
class Counter {
  count = 0;
  private carry = '';
  constructor(private readonly pattern: RegExp) {}
  add(chunk: Buffer): void {
    const text = this.carry + chunk.toString('latin1');
    const last = text.lastIndexOf('<');
    // A tag cut at the chunk's end is counted with the next chunk.
    const cut = last >= 0 && text.length - last < 64 ? last : text.length;
    this.count += (text.slice(0, cut).match(this.pattern) ?? []).length;
    this.carry = text.slice(cut);
  }
}

const CELL = /<(?:[A-Za-z_][\w.-]*:)?c[\s/>]/g;
const SHARED_STRING = /<(?:[A-Za-z_][\w.-]*:)?si[\s/>]/g;

/** Inflates one part from the file as a stream, handing each inflated chunk to onData. */
async function inflatePart(
  handle: fs.FileHandle,
  part: Part,
  start: number,
  onData: (chunk: Buffer) => void,
): Promise<void> {
  const read = async function* () {
    const size = 64 * 1024;
    for (let done = 0; done < part.compressedSize;) {
      const chunk = Buffer.alloc(Math.min(size, part.compressedSize - done));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, start + done);
      if (bytesRead === 0) throw new MalformedXlsxError('not an .xlsx file (cut short)');
      done += bytesRead;
      yield chunk.subarray(0, bytesRead);
    }
  };
  if (part.method === 0) {
    for await (const chunk of read()) onData(chunk);
    return;
  }
  const inflate = createInflateRaw();
  const done = new Promise<void>((resolve, reject) => {
    inflate.on('data', (chunk: Buffer) => {
      try {
        onData(chunk);
      } catch (error) {
        inflate.destroy();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    inflate.on('end', resolve);
    inflate.on('error', () =>
      reject(new MalformedXlsxError(`"${part.name.slice(0, 80)}" is damaged`)),
    );
  });
  void (async () => {
    for await (const chunk of read()) {
      if (inflate.destroyed) return;
      if (!inflate.write(chunk)) await new Promise((r) => inflate.once('drain', r));
    }
    inflate.end();
  })().catch((error: unknown) => inflate.destroy(error as Error));
  await done;
  // Data after the end of the compressed stream could hide a part from the count.
  if (inflate.bytesWritten !== part.compressedSize) {
    throw new MalformedXlsxError(`"${part.name.slice(0, 80)}" has data after its end`);
  }
}

/**
 * Checks what an .xlsx expands to, reading it as a stream with nothing kept (memory: a few
 * chunks), and throws ExpansionLimitError naming the first limit passed, or MalformedXlsxError.
 */
export async function checkXlsxExpansion(
  file: string,
  limits: XlsxLimits = XLSX_LIMITS,
): Promise<void> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    // The end record is in the last 22 bytes plus a comment of at most 65,535.
    const tailSize = Math.min(size, 22 + 65_535);
    const tail = Buffer.alloc(tailSize);
    await handle.read(tail, 0, tailSize, size - tailSize);
    const end = endOfCentralDirectory(tail);
    if (end.count === 0xffff || end.offset === 0xffffffff) {
      throw new MalformedXlsxError('zip64 spreadsheets are not read: save it again from Excel');
    }
    if (end.count > limits.parts) {
      throw new ExpansionLimitError(`the spreadsheet has more than ${limits.parts} parts`);
    }
    // At most 46 bytes and a name, extra field and comment of 64 KB each a part.
    if (end.size > end.count * (46 + 3 * 65_535) || end.offset + end.size > size) {
      throw new MalformedXlsxError('not an .xlsx file (damaged zip directory)');
    }
    const directory = Buffer.alloc(end.size);
    await handle.read(directory, 0, end.size, end.offset);
    const parts = centralDirectory(directory, end.count);
    await checkParts(handle, end.offset, parts, limits);
  } finally {
    await handle.close();
  }
}

async function checkParts(
  handle: fs.FileHandle,
  directoryStart: number,
  parts: readonly Part[],
  limits: XlsxLimits,
): Promise<void> {
  let expanded = 0;
  const cells = new Counter(CELL);
  const strings = new Counter(SHARED_STRING);
  let next = 0;
  for (const part of parts) {
    // Parts follow one another from the file's start: nothing hidden between them.
    if (part.offset !== next) throw new MalformedXlsxError('not an .xlsx file (gaps in the zip)');
    const header = Buffer.alloc(30);
    await handle.read(header, 0, 30, part.offset);
    if (header.readUInt32LE(0) !== 0x04034b50) {
      throw new MalformedXlsxError('not an .xlsx file (damaged zip entry)');
    }
    const dataStart = part.offset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    const isSheet = /^xl\/worksheets\/[^/]+\.xml$/i.test(part.name);
    const isStrings = /^xl\/sharedStrings\.xml$/i.test(part.name);
    let partBytes = 0;
    await inflatePart(handle, part, dataStart, (chunk) => {
      expanded += chunk.length;
      partBytes += chunk.length;
      if (expanded > limits.expandedBytes) {
        throw new ExpansionLimitError(
          `the spreadsheet expands to more than ${mb(limits.expandedBytes)}, the most an import may unpack: split it, or send it as CSV`,
        );
      }
      if (!isSheet && partBytes > limits.partBytes) {
        throw new ExpansionLimitError(
          `its part ${part.name.slice(0, 80)} expands to more than ${mb(limits.partBytes)}, the most an import holds in memory: send it as CSV`,
        );
      }
      if (isSheet) {
        cells.add(chunk);
        if (cells.count > limits.cells) {
          throw new ExpansionLimitError(
            `the spreadsheet has more than ${limits.cells.toLocaleString('en')} cells, the most an import may read: split it, or send it as CSV`,
          );
        }
      }
      if (isStrings) {
        strings.add(chunk);
        if (strings.count > limits.sharedStrings) {
          throw new ExpansionLimitError(
            `the spreadsheet has more than ${limits.sharedStrings.toLocaleString('en')} shared strings, the most an import may hold: send it as CSV`,
          );
        }
      }
    });
    next = dataStart + part.compressedSize;
    // A data descriptor (with or without its signature, 32- or 64-bit sizes) may follow.
    if (part.flags & 0x08) {
      const after = parts[parts.indexOf(part) + 1]?.offset ?? directoryStart;
      const gap = after - next;
      if (![12, 16, 20, 24].includes(gap)) {
        throw new MalformedXlsxError('not an .xlsx file (damaged zip entry)');
      }
      next = after;
    }
  }
  if (next !== directoryStart) throw new MalformedXlsxError('not an .xlsx file (gaps in the zip)');
}
