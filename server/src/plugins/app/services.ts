import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { DATA_VERSION_CHANNEL, listen, type Listener } from '../../db/notify.ts';
import {
  DataVersionService,
  type DataVersionInfo,
} from '../../repositories/data-version-service.ts';
import { ProjectEditsRepository } from '../../repositories/project-edits-repository.ts';
import { ProjectsRepository } from '../../repositories/projects-repository.ts';
import { PublicHistoryRepository } from '../../repositories/public-history-repository.ts';
import { ReferenceCache, type ReferenceData } from '../../repositories/reference-repository.ts';
import { StaffAccountsRepository } from '../../repositories/staff-accounts-repository.ts';
import { SummaryRepository } from '../../repositories/summary-repository.ts';
import { LruCache } from '../../lib/lru-cache.ts';
import { AuditRepository } from '../../repositories/audit-repository.ts';
import { UsageCounter } from '../../usage/usage-counter.ts';
import { ProjectImportService } from '../../imports/project-import-service.ts';
import { UsageRepository } from '../../repositories/usage-repository.ts';
import { ExportSlots } from './export-slots.ts';
import { DEFAULT_EXPORTS_AT_ONCE, EXPORTS_WAITING, ExportQueue } from '../../lib/export-queue.ts';
import { createFeedbackService, type FeedbackOptions } from '../../feedback/setup.ts';
import type { FeedbackService } from '../../feedback/feedback-service.ts';
import type { ProjectsSummary } from '@app/common';

export interface Services {
  database: Database;
  dataVersion: DataVersionService;
  reference: ReferenceCache;
  projects: ProjectsRepository;
  /** Staff edits of one project, each in one transaction with its audit row. */
  projectEdits: ProjectEditsRepository;
  /** Staff imports of the projects file, each with its audit rows. */
  imports: ProjectImportService;
  summary: SummaryRepository;
  /** What the public may know of the data's history (history, feeds, catalogue). */
  publicHistory: PublicHistoryRepository;
  /** Summary results by data version and normalized filters. */
  summaryCache: LruCache<ProjectsSummary>;
  /** Rows per database round trip in streamed exports. */
  exportBatchSize: number;
  /** Exports running per client (429 past the cap). */
  exportSlots: ExportSlots;
  /** Exports built at once by the whole server; the next ones wait their turn. */
  exportQueue: ExportQueue;
  /** The current version and the reference data that goes with it. */
  current(): Promise<{ version: DataVersionInfo; ref: ReferenceData }>;
  /** Reads the audit log (rows are written by recordAudit inside each write's transaction). */
  audit: AuditRepository;
  /** Staff accounts of the built-in sign-in, their settings and recent actions. */
  staffAccounts: StaffAccountsRepository;
  /** Usage counted in memory since the last flush to usage_daily. */
  usage: UsageCounter;
  /** The daily usage counts: written by each flush, read by the analytics page. */
  usageStore: UsageRepository;
  /** Residents' feedback, replies and photos (feedback/feedback-service.ts). */
  feedback: FeedbackService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export function registerServices(
  app: FastifyInstance,
  options: {
    database: Database;
    dataVersionTtlMs: number;
    summaryCacheMax: number;
    exportBatchSize: number;
    exportsPerClient: number;
    /** Exports built at once server-wide; unset: 2 on the embedded database, 6 on PostgreSQL. */
    exportsAtOnce?: number | undefined;
    /** Distinct usage counters held between two flushes (memory bound). */
    usageMaxKeys: number;
    feedback?: FeedbackOptions | undefined;
  },
): void {
  const { db } = options.database;
  const dataVersion = new DataVersionService(db, options.dataVersionTtlMs);
  const reference = new ReferenceCache(db);
  const services: Services = {
    database: options.database,
    dataVersion,
    reference,
    projects: new ProjectsRepository(db),
    projectEdits: new ProjectEditsRepository(db),
    imports: new ProjectImportService(options.database, dataVersion),
    summary: new SummaryRepository(db),
    publicHistory: new PublicHistoryRepository(db),
    summaryCache: new LruCache<ProjectsSummary>(options.summaryCacheMax),
    exportBatchSize: options.exportBatchSize,
    exportSlots: new ExportSlots(options.exportsPerClient),
    exportQueue: new ExportQueue(
      options.exportsAtOnce ?? DEFAULT_EXPORTS_AT_ONCE[options.database.kind],
      EXPORTS_WAITING,
    ),
    async current() {
      const version = await dataVersion.get();
      const ref = await reference.get(version);
      return { version, ref };
    },
    audit: new AuditRepository(db),
    staffAccounts: new StaffAccountsRepository(db),
    usage: new UsageCounter({ maxKeys: options.usageMaxKeys }),
    usageStore: new UsageRepository(db),
    feedback: createFeedbackService(db, options.feedback ?? {}, (err) =>
      app.log.warn({ err }, 'reply email not sent'),
    ),
  };
  app.decorate('services', services);

  // Every copy of the server hears each commit of new data (PostgreSQL LISTEN / NOTIFY).
  const url = options.database.url;
  if (url) {
    let listener: Listener | undefined;
    app.addHook('onReady', async () => {
      listener = listen(
        url,
        DATA_VERSION_CHANNEL,
        () => dataVersion.invalidate(),
        (state, error) => {
          // While down, the version is re-read every DATA_VERSION_TTL_MS as before.
          if (state === 'down') app.log.warn({ err: error }, 'data version listener down');
          // Anything committed while it was down is read now.
          else dataVersion.invalidate();
        },
      );
    });
    app.addHook('onClose', async () => listener?.close());
  }
}
