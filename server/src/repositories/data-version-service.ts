import { sql } from 'drizzle-orm';
import { queryRows, type AppDb } from '../db/client.ts';

export interface DataVersionInfo {
  /** Opaque version string, e.g. "12-9f2c4a1b7d3e"; changes with every seed or import. */
  version: string;
  updatedAt: string;
  datasetName: string;
  sampleCount: number;
  projectCount: number;
}

const EMPTY: DataVersionInfo = {
  version: '0-empty',
  updatedAt: new Date(0).toISOString(),
  datasetName: 'No data',
  sampleCount: 0,
  projectCount: 0,
};

/**
 * The data version read from the database, trusted for ttlMs so that conditional requests
 * (304) cost no database round trip. On PostgreSQL every server copy also listens for the
 * writer's notification (db/notify.ts) and calls invalidate(), so a copy stops trusting its
 * version when another copy or the import command commits, not ttlMs later.
 */
export class DataVersionService {
  private cached: { info: DataVersionInfo; at: number } | undefined;
  private pending: Promise<DataVersionInfo> | undefined;
  /** Bumped by invalidate(): a read that started before it is not cached. */
  private generation = 0;
  /** Writes of this process in progress (see hold). */
  private holds = 0;

  constructor(
    private readonly db: AppDb,
    private readonly ttlMs: number,
  ) {}

  async get(): Promise<DataVersionInfo> {
    const fresh = this.peek();
    if (fresh) return fresh;
    this.pending ??= this.read().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /** The cached version while it is still trusted (no database round trip), else undefined. */
  peek(): DataVersionInfo | undefined {
    const cached = this.cached;
    if (!cached) return undefined;
    return this.holds > 0 || Date.now() - cached.at < this.ttlMs ? cached.info : undefined;
  }

  /**
   * While this process writes to the embedded database, the version it knows stays trusted past
   * the TTL: no other process writes there, the version changes only when this write commits
   * (which calls invalidate, as every write does), and reading it would wait behind the write's
   * transaction. So answers cached by version (the summary, 304s) keep being served meanwhile.
   * Returns the release, which forgets the version (the write may have changed it).
   */
  hold(): () => void {
    this.holds += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds -= 1;
      this.invalidate();
    };
  }

  invalidate(): void {
    this.generation += 1;
    this.cached = undefined;
    this.pending = undefined;
  }

  private async read(): Promise<DataVersionInfo> {
    const generation = this.generation;
    const rows = await queryRows<{
      version: number;
      token: string;
      dataset_name: string;
      sample_count: number;
      project_count: number;
      updated_ms: number;
    }>(
      this.db,
      sql`select version, token, dataset_name, sample_count::float8 as sample_count,
            project_count::float8 as project_count,
            (extract(epoch from updated_at) * 1000)::float8 as updated_ms
          from data_meta where id = 1`,
    );
    const row = rows[0];
    const info: DataVersionInfo = row
      ? {
          version: `${row.version}-${row.token}`,
          updatedAt: new Date(row.updated_ms).toISOString(),
          datasetName: row.dataset_name,
          sampleCount: row.sample_count,
          projectCount: row.project_count,
        }
      : EMPTY;
    if (generation === this.generation) this.cached = { info, at: Date.now() };
    return info;
  }
}
