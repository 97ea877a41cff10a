import { PHOTO_MAX_BYTES, PHOTO_REQUEST_MAX_BYTES } from '@app/common/feedback';
import type { FastifyRequest } from 'fastify';
import { PhotoError, processPhoto, wardDistanceKm } from '../../../../feedback/photos.ts';
import { badRequest, HttpError } from '../../../../lib/errors.ts';
import type { NewPhoto } from '../../../../repositories/photo-repository.ts';

const sizeText = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The uploaded file's name as shown in messages: no folders, no control characters, short. */
export function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 120);
  return clean === '' ? 'photo' : clean;
}

export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

/**
 * Reads a multipart request whole into memory, within the limits: at most maxFiles files of
 * PHOTO_MAX_BYTES each and PHOTO_REQUEST_MAX_BYTES together. Nothing is written anywhere until the
 * caller has checked every file, so an interrupted or refused upload leaves nothing behind.
 */
export async function readMultipart(
  request: FastifyRequest,
  maxFiles: number,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const name = displayName(part.filename);
      if (part.fieldname !== 'photos') {
        part.file.resume();
        throw badRequest(part.fieldname.slice(0, 40), 'send photos in the field "photos"');
      }
      if (files.length >= maxFiles) {
        part.file.resume();
        throw badRequest('photos', `at most ${maxFiles} photos (${name} is one too many)`);
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(
            413,
            `${name}: larger than ${sizeText(PHOTO_MAX_BYTES)}; nothing was saved`,
            [{ field: 'photos', message: `${name} is larger than ${sizeText(PHOTO_MAX_BYTES)}` }],
          );
        throw error;
      }
      total += bytes.length;
      if (total > PHOTO_REQUEST_MAX_BYTES)
        throw new HttpError(
          413,
          `photos: more than ${sizeText(PHOTO_REQUEST_MAX_BYTES)} together (at ${name}); nothing was saved`,
          [{ field: 'photos', message: `more than ${sizeText(PHOTO_REQUEST_MAX_BYTES)} together` }],
        );
      if (bytes.length > 0) files.push({ name, bytes });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status === 413) throw error;
    // A body that stops halfway or is not well-formed multipart: nothing has been written.
    throw new HttpError(
      400,
      'request: the upload was interrupted or malformed; nothing was saved',
      [{ field: 'request', message: 'the upload was interrupted or malformed' }],
    );
  }
  return { fields, files };
}

/** Checks and re-encodes every file first; one bad file refuses them all (422 naming it). */
export async function processAll(
  files: UploadedFile[],
  wardId: number,
  extra: Pick<NewPhoto, 'source' | 'stage' | 'caption'>,
): Promise<NewPhoto[]> {
  const out: NewPhoto[] = [];
  for (const f of files) {
    try {
      const p = await processPhoto(f.name, f.bytes);
      out.push({ ...extra, ...p, wardDistanceKm: wardDistanceKm(wardId, p.lat, p.lon) });
    } catch (error) {
      if (error instanceof PhotoError)
        throw new HttpError(422, `${error.message}; nothing was saved`, [
          { field: 'photos', message: error.message },
        ]);
      throw error;
    }
  }
  return out;
}
