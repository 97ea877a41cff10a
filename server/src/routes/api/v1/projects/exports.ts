import { Readable } from 'node:stream';
import { apiErrorSchema, projectFiltersQuerySchema, type ExportFormat } from '@app/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvLine, PROJECT_COLUMNS } from '../../../../lib/project-columns.ts';
import { xlsxExport } from '../../../../lib/xlsx-export.ts';
import { conditional, makeEtag } from '../../../../plugins/app/caching.ts';
import type { ResolvedFilters } from '../../../../repositories/filters.ts';
import type { ReferenceData } from '../../../../repositories/reference-repository.ts';
import { filterContext } from './context.ts';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json; charset=utf-8',
  geojson: 'application/geo+json; charset=utf-8',
};

const BOM = '\uFEFF';

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
  meta: { name: string; dataVersion: string },
): AsyncGenerator<string> {
  yield `{"type":"FeatureCollection","name":${JSON.stringify(meta.name)},"dataVersion":${JSON.stringify(meta.dataVersion)},"features":[`;
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
  dataVersion: string,
): Promise<FastifyReply> {
  const { projects, exportBatchSize } = app.services;
  const stamp = dataVersion.split('-')[0] ?? 'data';
  reply
    .type(CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="makueni-projects-v${stamp}.${format}"`);
  const logError = (error: unknown) => reply.log.error({ err: error, format }, 'export failed');
  switch (format) {
    case 'csv':
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
          }),
          TEXT_STREAM,
        ),
      );
    case 'xlsx': {
      // exceljs is large: loaded on the first spreadsheet export only.
      const { default: excel } = await import('exceljs');
      return reply.send(
        xlsxExport(excel, projects.iterate(filters, ref, exportBatchSize), logError).stream,
      );
    }
  }
}

export async function exportRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const format of ['csv', 'xlsx', 'json', 'geojson'] as const) {
    typed.get(
      `/projects/export.${format}`,
      {
        schema: {
          tags: ['projects'],
          summary: `All projects matching the filters as ${format.toUpperCase()}, streamed${format === 'csv' ? ' (UTF-8 with byte-order mark)' : ''}`,
          querystring: projectFiltersQuerySchema,
          response: { 400: apiErrorSchema, 429: apiErrorSchema },
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
        return sendExport(app, reply, format, filters, ref, version.version);
      },
    );
  }
}
