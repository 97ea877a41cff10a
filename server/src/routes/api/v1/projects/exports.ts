import { Readable } from 'node:stream';
import {
  apiErrorSchema,
  exportFileName,
  projectFiltersQuerySchema,
  type ExportFormat,
} from '@app/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvLine, PROJECT_COLUMNS } from '../../../../lib/project-columns.ts';
import { xlsxExport } from '../../../../lib/xlsx-export.ts';
import { conditional, makeEtag } from '../../../../plugins/app/caching.ts';
import type { ResolvedFilters } from '../../../../repositories/filters.ts';
import type { DataVersionInfo } from '../../../../repositories/data-version-service.ts';
import type { ReferenceData } from '../../../../repositories/reference-repository.ts';
import type { DataFacts } from '../meta/facts.ts';
import { describedByLink } from '../csvw/index.ts';
import { filterContext } from './context.ts';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json; charset=utf-8',
  geojson: 'application/geo+json; charset=utf-8',
};

const BOM = '\uFEFF';

/** What the file holds and when it was taken, for the XLSX export's notes sheet. */
function aboutRows(
  facts: DataFacts,
  version: DataVersionInfo,
  filters: ResolvedFilters,
  at: Date,
): [string, string][] {
  const c = filters.canonical;
  const lists: [string, readonly string[]][] = [
    ['sub-county', c.subCounty],
    ['ward', c.ward],
    ['department', c.department],
    ['state', c.state],
    ['financial year', c.financialYear],
    ['search', c.q ? [c.q] : []],
  ];
  const filterText = lists
    .filter(([, values]) => values.length > 0)
    .map(([name, values]) => `${name}: ${values.join(', ')}`)
    .join('; ');
  return [
    ['Dataset', version.datasetName],
    ['Publisher', facts.publisher],
    ['Licence', `${facts.licence.title} (${facts.licence.name}), ${facts.licence.url}`],
    ['Contact', facts.contact?.label ?? 'not configured'],
    ['Filters', filterText || 'none (all projects)'],
    ['Data last changed', version.updatedAt],
    ['Data version', version.version],
    ['Exported at', at.toISOString()],
  ];
}

/**
 * Byte stream that reads the next batch from the database only when less than about one batch is
 * waiting for the socket: memory stays flat, and the next query overlaps the network write.
 */
const TEXT_STREAM = { objectMode: false, highWaterMark: 1024 * 1024 };

async function* csvChunks(lines: AsyncGenerator<string>): AsyncGenerator<string> {
  yield BOM + csvLine(PROJECT_COLUMNS.map((c) => c.header));
  yield* lines;
}

async function* jsonChunks(items: AsyncGenerator<string>): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const chunk of items) {
    yield (first ? '\n' : ',\n') + chunk;
    first = false;
  }
  yield '\n]\n';
}

async function* geojsonChunks(
  features: AsyncGenerator<string>,
  meta: { name: string; dataVersion: string; facts: DataFacts },
): AsyncGenerator<string> {
  // Foreign members (RFC 7946 §6.1): who publishes the data and under which licence.
  const about = {
    dataVersion: meta.dataVersion,
    publisher: meta.facts.publisher,
    license: meta.facts.licence,
    ...(meta.facts.contact ? { contact: meta.facts.contact.href } : {}),
  };
  yield `{"type":"FeatureCollection","name":${JSON.stringify(meta.name)},${JSON.stringify(about).slice(1, -1)},"features":[`;
  let first = true;
  for await (const chunk of features) {
    yield (first ? '\n' : ',\n') + chunk;
    first = false;
  }
  yield '\n]}\n';
}

async function sendExport(
  app: FastifyInstance,
  reply: FastifyReply,
  format: ExportFormat,
  filters: ResolvedFilters,
  ref: ReferenceData,
  version: DataVersionInfo,
): Promise<FastifyReply> {
  const { projects, exportBatchSize } = app.services;
  const facts = app.dataFacts;
  const dataVersion = version.version;
  const now = new Date();
  // The name says what the file holds (the filters, by their canonical names) and the day.
  const fileName = exportFileName(filters.canonical, format, now);
  reply
    .type(CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('link', `<${facts.licence.url}>; rel="license"`);
  const logError = (error: unknown) => reply.log.error({ err: error, format }, 'export failed');
  switch (format) {
    case 'csv':
      // Its CSVW metadata, whose columns are read from the same PROJECT_COLUMNS.
      reply.header(
        'link',
        `${String(reply.getHeader('link'))}, ${describedByLink(reply.request.url)}`,
      );
      return reply.send(
        Readable.from(
          csvChunks(projects.iterateText(filters, 'csv', exportBatchSize)),
          TEXT_STREAM,
        ),
      );
    case 'json':
      return reply.send(
        Readable.from(
          jsonChunks(projects.iterateText(filters, 'json', exportBatchSize)),
          TEXT_STREAM,
        ),
      );
    case 'geojson':
      return reply.send(
        Readable.from(
          geojsonChunks(projects.iterateText(filters, 'geojson', exportBatchSize), {
            name: 'makueni_projects',
            dataVersion,
            facts,
          }),
          TEXT_STREAM,
        ),
      );
    case 'xlsx': {
      // exceljs is large: loaded on the first spreadsheet export only.
      const { default: excel } = await import('exceljs');
      return reply.send(
        xlsxExport(excel, projects.iterateForExport(filters, ref, exportBatchSize), logError, {
          title: `${version.datasetName}: Makueni County projects`,
          creator: facts.publisher,
          about: aboutRows(facts, version, filters, now),
        }).stream,
      );
    }
  }
}

export async function exportRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // The server-wide line (EXPORTS_AT_ONCE; see lib/export-queue.ts).
  const queue = app.services.exportQueue;
  for (const format of ['csv', 'xlsx', 'json', 'geojson'] as const) {
    typed.get(
      `/projects/export.${format}`,
      {
        schema: {
          tags: ['projects'],
          summary: `All projects matching the filters as ${format.toUpperCase()}, streamed${format === 'csv' ? ' (UTF-8 with byte-order mark)' : ''}`,
          querystring: projectFiltersQuerySchema,
          response: { 400: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { version, ref, filters } = await filterContext(app, request.query);
        if (
          conditional(
            request,
            reply,
            makeEtag(version.version, `export.${format}|${filters.key}`),
            {
              dataVersion: version.version,
            },
          )
        )
          return reply;
        // A revalidation (304) above costs nothing; a download takes one of the client's slots.
        app.services.exportSlots.take(request, reply);
        await queue.enter(reply);
        return sendExport(app, reply, format, filters, ref, version);
      },
    );
  }
}
