import http from 'node:http';
import autocannon from 'autocannon';
import { memoryOf, resetPeak } from './server-process.ts';

export interface LoadResult {
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  mean: number;
  statuses: Record<string, number>;
  errors: number;
}

/** autocannon against one or several paths (cycled), with the given headers. */
export async function load(
  baseUrl: string,
  paths: string[],
  options: {
    connections: number;
    seconds: number;
    headers?: Record<string, string>;
    /** autocannon worker threads (the client's own CPU need not be the limit). */
    workers?: number;
  },
): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl,
    ...(options.workers ? { workers: options.workers } : {}),
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
    statuses[code] = stat.count ?? 0;
  return {
    connections: options.connections,
    seconds: options.seconds,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    mean: Math.round(result.latency.average * 10) / 10,
    statuses,
    errors: result.errors + result.timeouts,
  };
}

export interface DownloadResult {
  seconds: number;
  /** Time to the response's status line and headers. */
  ttfbSeconds: number;
  /** Time to the first 64 KiB of the body (null when the body is shorter). */
  first64KiBSeconds: number | null;
  bytes: number;
  lines: number;
  status: number;
  contentType: string | null;
  /** Server resident memory before, and its peak during the download (MB). */
  rssBeforeMb: number | null;
  peakRssMb: number | null;
  peakMethod: 'VmHWM' | 'sampled VmRSS';
}

/**
 * Downloads a URL without compression, timing the whole body and watching the server's memory.
 * `onChunk` sees every piece of the body as it arrives (to check a large document on the way).
 */
export async function download(
  url: string,
  serverPid: number,
  onChunk?: (chunk: Buffer) => void,
): Promise<DownloadResult> {
  const before = await memoryOf(serverPid);
  const hwmReset = await resetPeak(serverPid);
  let sampledPeak = before?.rssMb ?? 0;
  const sampler = setInterval(() => {
    void memoryOf(serverPid).then((m) => {
      if (m) sampledPeak = Math.max(sampledPeak, m.rssMb);
    });
  }, 25);
  const started = performance.now();
  let ttfb = 0;
  let first64KiB: number | null = null;
  let contentType: string | null = null;
  const { status, bytes, lines } = await new Promise<{
    status: number;
    bytes: number;
    lines: number;
  }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'identity' } }, (res) => {
        ttfb = performance.now() - started;
        contentType = res.headers['content-type'] ?? null;
        let bytes = 0;
        let lines = 0;
        res.on('data', (chunk: Buffer) => {
          onChunk?.(chunk);
          bytes += chunk.length;
          if (first64KiB === null && bytes >= 65_536) first64KiB = performance.now() - started;
          for (let i = 0; i < chunk.length; i += 1) if (chunk[i] === 10) lines += 1;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, lines }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = await memoryOf(serverPid);
  const peak = hwmReset && after ? after.peakMb : Math.max(sampledPeak, after?.rssMb ?? 0);
  return {
    seconds: Math.round(seconds * 1000) / 1000,
    ttfbSeconds: Math.round(ttfb) / 1000,
    first64KiBSeconds: first64KiB === null ? null : Math.round(first64KiB) / 1000,
    bytes,
    lines,
    status,
    contentType,
    rssBeforeMb: before ? Math.round(before.rssMb) : null,
    peakRssMb: Number.isFinite(peak) ? Math.round(peak) : null,
    peakMethod: hwmReset ? 'VmHWM' : 'sampled VmRSS',
  };
}
