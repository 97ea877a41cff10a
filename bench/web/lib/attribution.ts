import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ChunkGraph, parseHtml } from './chunks.ts';
import { WEB_ROOT } from './paths.ts';
import { run } from './process.ts';

/** Bytes of first-paint JavaScript that came from one package or source folder. */
export interface Contributor {
  name: string;
  bytes: number;
  /** gzip size of this contributor's code on its own: an estimate, the parts do not add up exactly. */
  gzip: number;
}

interface RawSourceMap {
  sources: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** Decodes one mappings segment ("AAAA,CAAC") into its VLQ numbers. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`bad source map character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Groups a source path by npm package, or by the first two folders of the repository's code. */
export function groupOf(source: string): string {
  const normalised = source.replace(/\\/g, '/');
  const nm = normalised.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = normalised.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1] ?? ''}` : (rest[0] ?? normalised);
  }
  const src = normalised.match(/(?:^|\/)((?:web|common)\/src)\/(.*)$/);
  if (src?.[1] && src[2] !== undefined) {
    const parts = src[2].split('/');
    const folder =
      parts.length > 2 ? parts.slice(0, 2).join('/') : parts.length === 2 ? parts[0] : '';
    return `${src[1]}/${folder ?? ''}`.replace(/\/$/, '');
  }
  return normalised.replace(/^(\.\.\/)+/, '');
}

/** Splits a chunk's code by the source each generated column comes from, grouped by groupOf. */
export function attributeChunk(code: string, map: RawSourceMap): Map<string, string[]> {
  const lines = code.split('\n');
  const parts = new Map<string, string[]>();
  const add = (group: string, text: string) => {
    if (!text) return;
    const list = parts.get(group);
    if (list) list.push(text);
    else parts.set(group, [text]);
  };
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNo) => {
    const line = lines[lineNo] ?? '';
    let column = 0;
    let previous: { column: number; group: string } | undefined;
    for (const segment of lineMappings.split(',')) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (previous) add(previous.group, line.slice(previous.column, column));
      if (sourceDelta !== undefined) {
        sourceIndex += sourceDelta;
        previous = { column, group: groupOf(map.sources[sourceIndex] ?? '(unknown)') };
      } else {
        previous = { column, group: '(generated)' };
      }
    }
    if (previous) add(previous.group, line.slice(previous.column));
  });
  return parts;
}

/** Splits the JavaScript that index.html loads statically by package and folder, using the .map files in dir. */
export function attributeBuild(
  dir: string,
): { total: number; contributors: Contributor[] } | undefined {
  const html = parseHtml(readFileSync(path.join(dir, 'index.html'), 'utf8'));
  const graph = new ChunkGraph(dir);
  // Chunks built from sources have maps; the bundler's own helpers (rolldown-runtime, preload-helper)
  // and files copied from public/ (theme-init.js) do not, and count under their file name.
  const chunks = [...graph.staticClosure([...html.scripts, ...html.modulePreloads])].filter((u) =>
    u.endsWith('.js'),
  );
  const mapped = chunks.filter((u) => existsSync(path.join(dir, `${u}.map`)));
  if (mapped.length === 0) return undefined;
  const byGroup = new Map<string, string[]>();
  const add = (group: string, texts: string[]) =>
    byGroup.set(group, [...(byGroup.get(group) ?? []), ...texts]);
  let total = 0;
  for (const url of chunks) {
    const file = path.join(dir, url);
    const source = readFileSync(file, 'utf8');
    total += Buffer.byteLength(source);
    if (!mapped.includes(url)) {
      add(`(no source map) ${path.basename(url).replace(/-[\w-]{8}\.js$/, '.js')}`, [source]);
      continue;
    }
    for (const [group, texts] of attributeChunk(
      source,
      JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap,
    ))
      add(group, texts);
  }
  const contributors = [...byGroup].map(([name, texts]) => {
    const text = texts.join('');
    return { name, bytes: Buffer.byteLength(text), gzip: gzipSync(text).length };
  });
  contributors.sort((a, b) => b.gzip - a.gzip);
  return { total, contributors };
}

/**
 * Attribution for the build in dir: from its own source maps when it has them (builds made by
 * the benchmarks do), otherwise from a second build of the current sources with source maps in
 * a temporary folder (which then describes the sources, not necessarily dir).
 */
export async function attributeFirstPaint(
  dir: string,
): Promise<{ total: number; contributors: Contributor[]; fromSeparateBuild: boolean }> {
  const own = attributeBuild(dir);
  if (own) return { ...own, fromSeparateBuild: false };
  const outDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-maps-'));
  try {
    const code = await run(
      'npx',
      [
        'vite',
        'build',
        '--sourcemap',
        'hidden',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      WEB_ROOT,
    );
    if (code !== 0) throw new Error(`vite build --sourcemap failed with exit code ${code}`);
    const built = attributeBuild(outDir);
    if (!built) throw new Error('the source-map build has no maps for its first-paint chunks');
    return { ...built, fromSeparateBuild: true };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
