import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { apiErrorSchema, importRejectedSchema, importResultSchema } from '@app/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importNotices, type ImportOutcome } from '../../../../db/import/import-file.ts';
import { makeUploadFolder, sweepUploadFolders } from '../../../../db/import/upload-folders.ts';
import { HttpError } from '../../../../lib/errors.ts';

/** Imports one client may start per minute. */
export const IMPORTS_PER_MINUTE = 10;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const querySchema = z.object({
  dropSample: flag.describe('Remove the sample projects first (a county loading its own data)'),
  dryRun: flag.describe('Check every row and report, write nothing'),
});

const ACCEPTED = new Set(['.csv', '.xlsx']);

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** The uploaded file's name as shown and recorded: no folders, no control characters, short. */
function displayName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);
  return clean === '' ? 'upload' : clean;
}

function rejected(name: string, outcome: Extract<ImportOutcome, { ok: false }>) {
  const n = outcome.issueCount;
  return {
    statusCode: 422 as const,
    error: 'Unprocessable Entity',
    message: `${name}: rejected, nothing was written (${n} problem${n === 1 ? '' : 's'} in ${outcome.rows} rows)`,
    issues: outcome.issues.map((i) => ({ row: i.row, field: i.column, message: i.problem })),
    issueCount: n,
    notices: importNotices(outcome),
  };
}

/**
 * POST /projects/import: the county's projects file (CSV or XLSX) from a member of staff, checked
 * and written exactly as `npm run import` does (all rows or none, one transaction, the row
 * report on rejection). The upload streams to a temporary file (at most maxBytes; 413 past it)
 * that is removed afterwards; one import runs at a time per server (409 for a second one).
 */
export async function importRoute(
  app: FastifyInstance,
  options: { maxBytes: number },
): Promise<void> {
  const swept = await sweepUploadFolders();
  if (swept.folders > 0) {
    app.log.info(swept, 'removed upload folders left by stopped servers');
  }
  await app.register(multipart, {
    limits: { fileSize: options.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 10 },
  });
  let running = false;

  app.withTypeProvider<ZodTypeProvider>().post(
    '/projects/import',
    {
      schema: {
        tags: ['writes'],
        summary:
          'Import the projects file (multipart field "file", .csv or .xlsx; editor or admin): every row ' +
          'is checked, then all are written in one transaction, or none (422 with the row report)',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        querystring: querySchema,
        response: {
          200: importResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: importRejectedSchema,
          429: apiErrorSchema,
        },
      },
      config: { rateLimit: { max: IMPORTS_PER_MINUTE, timeWindow: 60_000 } },
      preHandler: app.requireRole('editor', 'admin'),
    },
    async (request, reply) => {
      const staff = request.staff;
      if (!staff) throw new HttpError(401, 'Sign-in required');
      if (!request.isMultipart()) {
        throw new HttpError(415, 'Send the file as multipart/form-data in the field "file"');
      }
      if (running) {
        throw new HttpError(409, 'Another import is running: try again when it has finished');
      }
      running = true;
      let dir: string | undefined;
      try {
        const part = await request.file();
        if (!part)
          throw new HttpError(400, 'file: is required', [
            { field: 'file', message: 'is required' },
          ]);
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new HttpError(
            400,
            `file: send the file in the field "file", not "${part.fieldname.slice(0, 40)}"`,
            [{ field: 'file', message: 'is required' }],
          );
        }
        const name = displayName(part.filename);
        const ext = path.extname(name).toLowerCase();
        if (!ACCEPTED.has(ext)) {
          part.file.resume();
          return reply.code(422).send({
            statusCode: 422,
            error: 'Unprocessable Entity',
            message: `${name}: rejected, nothing was written (not a .csv or .xlsx file)`,
            issues: [
              {
                row: 1,
                field: 'file',
                message: `unsupported file type "${ext.slice(0, 20)}": use .csv or .xlsx`,
              },
            ],
            issueCount: 1,
          });
        }

        dir = await makeUploadFolder();
        const file = path.join(dir, `upload${ext}`);
        const hash = createHash('sha256');
        let bytes = 0;
        const tap = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            hash.update(chunk);
            bytes += chunk.length;
            callback(null, chunk);
          },
        });
        let tooLarge = false;
        try {
          await pipeline(part.file, tap, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
        } catch (error) {
          if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
          tooLarge = true;
        }
        // The stream stops at the limit (marked truncated): the rest of the file is not read.
        if (tooLarge || part.file.truncated) {
          throw new HttpError(
            413,
            `${name} is larger than the ${sizeText(options.maxBytes)} an upload may have: split it, or import it on the server with npm run import`,
          );
        }
        const sha256 = hash.digest('hex');

        const { dropSample, dryRun } = request.query;
        const outcome = await app.services.imports.importUpload({
          file,
          displayName: name,
          actor: staff,
          bytes,
          sha256,
          dropSample,
          dryRun,
        });
        reply.header('cache-control', 'no-store');
        if (!outcome.ok && outcome.tooLarge) {
          throw new HttpError(413, `${name}: ${outcome.issues[0]?.problem ?? 'too large'}`);
        }
        if (!outcome.ok) return reply.code(422).send(rejected(name, outcome));
        const version = await app.services.dataVersion.get();
        request.log.info(
          { file: name, bytes, rows: outcome.rows, dryRun, sub: staff.sub },
          dryRun ? 'import checked' : 'projects imported',
        );
        return {
          imported: outcome.rows,
          total: dryRun ? version.projectCount : outcome.result.total,
          version: version.version,
          dryRun,
          notices: importNotices(outcome),
        };
      } finally {
        running = false;
        if (dir) await fs.rm(dir, { recursive: true, force: true });
      }
    },
  );
}
