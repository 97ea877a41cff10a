/**
 * Serves a built single-page app from a folder, as a production host would: gzip for text,
 * a year's cache for hashed assets, index.html for any other path. For measuring another
 * project's build beside ours (pages.ts --peer), so that it is not slowed by a preview server
 * that sends its scripts uncompressed.
 *
 *   npx tsx web/serve-static.ts DIR PORT
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

const [dirArg, portArg] = process.argv.slice(2);
if (!dirArg || !portArg) {
  console.error('usage: tsx web/serve-static.ts DIR PORT');
  process.exit(2);
}
const root = path.resolve(dirArg);

/** The file an address names inside the root, or undefined (outside it, or not a file). */
async function fileFor(urlPath: string): Promise<string | undefined> {
  const file = path.join(root, decodeURIComponent(urlPath));
  if (!file.startsWith(root + path.sep)) return undefined;
  try {
    return (await stat(file)).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

createServer((req, res) => {
  void (async () => {
    const urlPath = new URL(req.url ?? '/', 'http://host').pathname;
    const file = (await fileFor(urlPath)) ?? path.join(root, 'index.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    res.setHeader('content-type', type);
    res.setHeader(
      'cache-control',
      file.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
    );
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (gzip) res.setHeader('content-encoding', 'gzip');
    const body = createReadStream(file);
    body.on('error', () => res.destroy());
    (gzip ? body.pipe(createGzip()) : body).pipe(res);
  })();
}).listen(Number(portArg), '127.0.0.1', () => {
  console.log(`serving ${root} at http://127.0.0.1:${portArg}`);
});
