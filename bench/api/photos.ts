/**
 * Photo serving throughput: a staff photo is added to a sample project the way the staff route
 * adds one (the upload's own checks and re-encoding, then the photo repository), the
 * production server is started on that database, and the files the project's public answer lists
 * are loaded with autocannon at 50 connections: the gallery's small WebP and the largest WebP, plain,
 * and revalidated with If-None-Match when the server sends an ETag. Embedded database by default
 * (`--backend postgres` for a temporary database next to BENCH_DATABASE_URL or TEST_DATABASE_URL).
 * Results go to bench/results/api-photos.json.
 *
 *   cd bench && node --import tsx api/photos.ts [--seconds 10] [--connections 50] [--backend pglite|postgres]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { openDatabase } from '../../server/src/db/client.ts';
import { processPhoto, wardDistanceKm } from '../../server/src/feedback/photos.ts';
import { projects } from '../../server/src/db/schema/projects.ts';
import { PhotoRepository } from '../../server/src/repositories/photo-repository.ts';
import {
  backendOption,
  dataTarget,
  loadAverage,
  seed,
  withServer,
  type DataTarget,
} from './lib/dataset.ts';
import { load, type LoadResult } from './lib/measure.ts';
import { BENCH_ROOT, REPO_ROOT } from './lib/paths.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    count: { type: 'string', default: '2000' },
    backend: { type: 'string', default: 'pglite' },
    out: { type: 'string', default: path.join(BENCH_ROOT, 'results', 'api-photos.json') },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const { backend: BACKEND, pgUrl } = backendOption(values.backend);

/** A 1600 x 1200 camera-like JPEG: noise over a gradient, so it compresses like a photo. */
async function cameraJpeg(): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const gradient = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      gradient[i] = 90 + Math.round((x / width) * 80);
      gradient[i + 1] = 110 + Math.round((y / height) * 60);
      gradient[i + 2] = 70;
    }
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 0, sigma: 24 },
    },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < gradient.length; i += 1)
    gradient[i] = Math.min(255, (gradient[i] ?? 0) + (noise[i] ?? 0));
  return sharp(gradient, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Adds one staff photo to the first project by code, as the staff photo route does. */
async function addPhoto(target: DataTarget): Promise<string> {
  const database = await openDatabase(
    target.backend === 'postgres'
      ? { databaseUrl: target.env.DATABASE_URL }
      : { dataDir: target.env.DATA_DIR },
  );
  try {
    const [project] = await database.db
      .select({ code: projects.code, wardId: projects.wardId })
      .from(projects)
      .orderBy(projects.code)
      .limit(1);
    if (!project) throw new Error('no project was seeded');
    // What processAll (the staff photo route's upload step) makes of one file.
    const processed = await processPhoto('works.jpg', await cameraJpeg());
    const photo = {
      source: 'staff' as const,
      stage: 'during' as const,
      caption: 'Works in progress',
      ...processed,
      wardDistanceKm: wardDistanceKm(project.wardId, processed.lat, processed.lon),
    };
    const photos = new PhotoRepository(database.db);
    await database.db.transaction((tx) => photos.insertStaff(tx, project.code, photo));
    return project.code;
  } finally {
    await database.close();
  }
}

interface Served {
  label: string;
  url: string;
  width: number;
  format: string;
  bytes: number;
  status: number;
  headers: Record<string, string | null>;
  plain: LoadResult;
  revalidated: LoadResult | null;
  loadAverageBefore: number[];
  loadAverageAfter: number[];
}

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const loadBefore = loadAverage();
  const target = await dataTarget(BACKEND, pgUrl, 'photos');
  try {
    const seedSeconds = await seed(target, Number(values.count));
    const code = await addPhoto(target);
    const served = await withServer(target, async (api) => {
      const detail = (await (await fetch(`${api.baseUrl}/api/v1/projects/${code}`)).json()) as {
        photos?: { files: { width: number; format: string; url: string }[] }[];
      };
      const files = detail.photos?.[0]?.files ?? [];
      const webp = files.filter((f) => f.format === 'webp').sort((a, b) => a.width - b.width);
      const picked = [
        { label: 'gallery (smallest WebP)', file: webp[0] },
        { label: 'lightbox (largest WebP)', file: webp[webp.length - 1] },
      ];
      const out: Served[] = [];
      for (const { label, file } of picked) {
        if (!file)
          throw new Error(`the project's answer lists no WebP file: ${JSON.stringify(files)}`);
        const pathname = new URL(file.url, api.baseUrl).pathname;
        const res = await fetch(`${api.baseUrl}${pathname}`);
        const body = Buffer.from(await res.arrayBuffer());
        const headers = Object.fromEntries(
          ['content-type', 'cache-control', 'etag', 'last-modified', 'content-length'].map((h) => [
            h,
            res.headers.get(h),
          ]),
        );
        const before = loadAverage();
        console.log(`${label}: ${pathname}, ${body.length} bytes, ETag ${headers.etag ?? 'none'}`);
        // Two client threads, as for the summary's 304s: the server, not the client, is the limit.
        const options = { connections: CONNECTIONS, seconds: SECONDS, workers: 2 };
        const plain = await load(api.baseUrl, [pathname], options);
        const etag = headers.etag;
        const revalidated = etag
          ? await load(api.baseUrl, [pathname], { ...options, headers: { 'if-none-match': etag } })
          : null;
        out.push({
          label,
          url: pathname,
          width: file.width,
          format: file.format,
          bytes: body.length,
          status: res.status,
          headers,
          plain,
          revalidated,
          loadAverageBefore: before,
          loadAverageAfter: loadAverage(),
        });
      }
      return out;
    });
    const report = {
      startedAt,
      finishedAt: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
        loadAverageBefore: loadBefore,
        loadAverageAfter: loadAverage(),
      },
      method: {
        photo:
          'a 1600 x 1200 JPEG (gradient and noise) added to the first project by code through the upload checks and re-encoding of the staff photo route (processPhoto) and PhotoRepository.insertStaff; its URLs read from GET /api/v1/projects/{code}',
        server:
          'the production bundle with the node flags of the server start script, HOST=127.0.0.1, LOG_LEVEL=warn, RATE_LIMIT_MAX=100000000',
        load: `autocannon, ${CONNECTIONS} connections over 2 worker threads, ${SECONDS} s per row, no compression asked; latencies in ms`,
      },
      backend: BACKEND,
      projects: Number(values.count),
      seedSeconds,
      projectCode: code,
      served,
    };
    const out = path.resolve(values.out);
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
    for (const s of served) {
      for (const [kind, r] of [
        ['plain', s.plain],
        ['If-None-Match', s.revalidated],
      ] as const) {
        if (!r) continue;
        const statuses = Object.entries(r.statuses)
          .map(([k, v]) => `${k}x${v}`)
          .join(' ');
        console.log(
          `${s.label} (${s.bytes} bytes) ${kind}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${statuses}${r.errors ? `, errors ${r.errors}` : ''}`,
        );
      }
    }
    console.log(`load average before ${loadBefore.join(' ')}, after ${loadAverage().join(' ')}`);
    console.log(`written ${path.relative(REPO_ROOT, out)}`);
  } finally {
    await target.dispose();
  }
}

await main();
