import fs from 'node:fs/promises';
import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Builds an .xlsx "zip bomb": a small file whose shared strings inflate to `sharedStringBytes`
 * (one 1.5 MB file of this kind came to 540 MB). The repeated block is deflated once with a
 * full flush, which leaves the compressor with no history, so the same bytes repeated are the
 * block repeated: the file is made in a moment, without holding what it expands to.
 */
export async function writeXlsxBomb(
  file: string,
  options: { sharedStringBytes: number; cellText?: string } = { sharedStringBytes: 540e6 },
): Promise<{ bytes: number; expandsTo: number }> {
  const text = options.cellText ?? 'A'.repeat(1000);
  const block = Buffer.from(`<si><t>${text}</t></si>`.repeat(1000));
  const deflated = deflateRawSync(block, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const repeats = Math.ceil(options.sharedStringBytes / block.length);
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
  );
  const tail = Buffer.from('</sst>');

  let crc = crc32(head);
  for (let i = 0; i < repeats; i += 1) crc = crc32(block, crc);
  crc = crc32(tail, crc);
  const strings = {
    name: 'xl/sharedStrings.xml',
    crc,
    size: head.length + block.length * repeats + tail.length,
    data: Buffer.concat([
      deflateRawSync(head, { finishFlush: constants.Z_FULL_FLUSH }),
      ...Array.from({ length: repeats }, () => deflated),
      deflateRawSync(tail),
    ]),
  };
  const plain = (name: string, xml: string) => {
    const raw = Buffer.from(xml);
    return { name, crc: crc32(raw), size: raw.length, data: deflateRawSync(raw) };
  };
  const ns = 'http://schemas.openxmlformats.org';
  const entries = [
    plain(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    ),
    plain(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    plain(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Projects" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    plain(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${ns}/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    strings,
    plain(
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>`,
    ),
  ];

  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size % 2 ** 32, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(e.crc, 16);
    dir.writeUInt32LE(e.data.length, 20);
    dir.writeUInt32LE(e.size % 2 ** 32, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    central.push(dir, name);
    offset += local.length + name.length + e.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  const zip = Buffer.concat([...locals, directory, end]);
  await fs.writeFile(file, zip);
  return { bytes: zip.length, expandsTo: strings.size };
}
