import { sql } from 'drizzle-orm';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackReceiptSchema, photoSchema } from '@app/common/feedback';
import { queryRows, type Queryable } from '../src/db/client.ts';
import { createProofOfWork } from '../src/feedback/altcha.ts';
import {
  FeedbackService,
  hashToken,
  newReference,
  newToken,
} from '../src/feedback/feedback-service.ts';
import { FeedbackRepository } from '../src/repositories/feedback-repository.ts';
import { PhotoRepository, type NewPhoto } from '../src/repositories/photo-repository.ts';
import { HEIC_READABLE, processPhoto, sniffImage } from '../src/feedback/photos.ts';
import { buildTestApp, testBackends, type TestApp } from './helper.ts';
import { multipart } from './multipart.ts';
import { bearer, testAuth, tokens } from './tokens.ts';

/** A small JPEG of its own colour (so its files have hashes of their own). */
const jpeg = (shade: number) =>
  sharp({
    create: { width: 320, height: 200, channels: 3, background: { r: shade, g: 120, b: 80 } },
  })
    .jpeg()
    .toBuffer();

/**
 * The start of a HEIC file: an ISO-BMFF "ftyp" box with the heic brand (what phones write), then
 * a truncated "meta" box. No tool here writes a real HEVC-coded file; the content sniffing and the
 * refusal are the same for one.
 */
function heicHeader(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypheic', 4, 'latin1');
  ftyp.writeUInt32BE(0, 12);
  ftyp.write('mif1heic', 16, 'latin1');
  const meta = Buffer.alloc(12);
  meta.writeUInt32BE(400, 0);
  meta.write('meta', 4, 'latin1');
  return Buffer.concat([ftyp, meta, Buffer.alloc(200, 7)]);
}

describe('HEIC photos', () => {
  it('are told by their content, whatever the file name', () => {
    expect(sniffImage(heicHeader())).toBe('heic');
  });

  it('are refused whole, naming the file and saying the format is not supported', async () => {
    await expect(processPhoto('IMG_0042.HEIC', heicHeader(), false)).rejects.toThrow(
      /^IMG_0042\.HEIC: HEIC photos are not supported; send it as JPEG, PNG or WebP/,
    );
  });

  it('are not listed as accepted by this build, which has no HEVC decoder', () => {
    // Prebuilt sharp reads HEIF only as AVIF: if a build with HEVC is installed, this says so.
    expect(HEIC_READABLE).toBe(false);
  });
});

describe.each(testBackends())(
  'photo files are deleted with their photo or item on %s',
  (backend) => {
    let t: TestApp;
    let projectCode = '';
    let shade = 10;

    beforeAll(async () => {
      t = await buildTestApp({
        backend,
        fresh: true,
        seedCount: 5,
        auth: testAuth,
        feedback: { powCost: 1000, submissionsPerHour: 1000 },
      });
      const [p] = await queryRows<{ code: string }>(
        t.database.db,
        sql`select code from projects order by code limit 1`,
      );
      projectCode = p?.code ?? '';
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    const filesOf = (where: { feedbackRef: string } | { photoId: number }) =>
      queryRows<{ hash: string; format: 'webp' | 'jpeg' }>(
        t.database.db,
        'feedbackRef' in where
          ? sql`select pf.hash, pf.format from photo_files pf join photos p on p.id = pf.photo_id
              join feedback_items f on f.id = p.feedback_id where f.ref = ${where.feedbackRef}`
          : sql`select hash, format from photo_files where photo_id = ${where.photoId}`,
      );
    const served = async (file: { hash: string; format: 'webp' | 'jpeg' }) =>
      (await t.app.inject(`/api/v1/photos/${file.hash}.${file.format === 'jpeg' ? 'jpg' : 'webp'}`))
        .statusCode;
    const stateOf = async (ref: string) =>
      (
        await queryRows<{ state: string }>(
          t.database.db,
          sql`select state from feedback_items where ref = ${ref}`,
        )
      )[0]?.state;

    async function submitWithPhoto(): Promise<{ ref: string; token: string }> {
      const res = await t.app.inject('/api/v1/feedback/challenge');
      const challenge = res.json<Challenge>();
      const solution = await solveChallenge({ challenge, deriveKey });
      const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/v1/feedback',
        ...multipart([
          { name: 'projectCode', value: projectCode },
          { name: 'kind', value: 'problem' },
          { name: 'message', value: 'The new footbridge rail is loose on the river side.' },
          { name: 'altcha', value: altcha },
          { name: 'photos', value: await jpeg((shade += 7)), filename: 'bridge.jpg' },
        ]),
      });
      expect(out.statusCode, out.body).toBe(201);
      return feedbackReceiptSchema.parse(out.json());
    }

    it.runIf(!HEIC_READABLE)(
      'refuses a HEIC photo with the whole submission, naming it, and writes nothing',
      async () => {
        const count = async () =>
          (
            await queryRows<{ n: number }>(
              t.database.db,
              sql`select (select count(*) from feedback_items)::int
                  + (select count(*) from photos)::int as n`,
            )
          )[0]?.n;
        const before = await count();
        const res = await t.app.inject('/api/v1/feedback/challenge');
        const challenge = res.json<Challenge>();
        const solution = await solveChallenge({ challenge, deriveKey });
        const out = await t.app.inject({
          method: 'POST',
          url: '/api/v1/feedback',
          ...multipart([
            { name: 'projectCode', value: projectCode },
            { name: 'kind', value: 'problem' },
            { name: 'message', value: 'The borehole pump has not worked since March.' },
            {
              name: 'altcha',
              value: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
            },
            { name: 'photos', value: await jpeg(200), filename: 'pump.jpg' },
            { name: 'photos', value: heicHeader(), filename: 'pump-2.jpg' },
          ]),
        });
        expect(out.statusCode).toBe(422);
        expect(out.json().message).toBe(
          'pump-2.jpg: HEIC photos are not supported; send it as JPEG, PNG or WebP (most phones ' +
            'can save or share a photo as JPEG); nothing was saved',
        );
        expect(await count()).toBe(before);
      },
    );

    it('withdrawing an item deletes its photos and their files, and stops serving them', async () => {
      const { ref, token } = await submitWithPhoto();
      const files = await filesOf({ feedbackRef: ref });
      expect(files.length).toBeGreaterThan(0);
      // Served once, so this copy keeps the small files in memory.
      for (const f of files) expect(await served(f)).toBe(200);
      const out = await t.app.inject({
        method: 'POST',
        url: `/api/v1/feedback/follow/${token}/withdraw`,
      });
      expect(out.statusCode).toBe(200);
      expect(await filesOf({ feedbackRef: ref })).toEqual([]);
      for (const f of files) expect(await served(f)).toBe(404);
    });

    it('withdraws and deletes the photos in one transaction: a failed delete changes nothing', async () => {
      const { ref, token } = await submitWithPhoto();
      const before = await filesOf({ feedbackRef: ref });
      class FailingPhotos extends PhotoRepository {
        override async deleteOfItem(tx: Queryable, feedbackId: number): Promise<number> {
          await super.deleteOfItem(tx, feedbackId);
          throw new Error('storage failed halfway');
        }
      }
      const service = new FeedbackService(
        new FeedbackRepository(t.database.db),
        new FailingPhotos(t.database.db),
        t.app.services.feedback.mailer,
        createProofOfWork({ cost: 10 }),
        'http://localhost',
        10,
      );
      await expect(service.withdraw(hashToken(token))).rejects.toThrow('storage failed halfway');
      expect(await stateOf(ref)).toBe('received');
      expect(await filesOf({ feedbackRef: ref })).toEqual(before);
      // The real service then withdraws it with its photos.
      expect(await t.app.services.feedback.withdraw(hashToken(token))).toBe(true);
      expect(await stateOf(ref)).toBe('withdrawn');
      expect(await filesOf({ feedbackRef: ref })).toEqual([]);
    });

    it('a staff photo removed is no longer stored or served', async () => {
      const editor = bearer(await tokens.editor());
      const body = multipart([
        { name: 'stage', value: 'during' },
        { name: 'photos', value: await jpeg((shade += 7)), filename: 'site.jpg' },
      ]);
      const ok = await t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/projects/${projectCode}/photos`,
        headers: { ...editor, ...body.headers },
        payload: body.payload,
      });
      expect(ok.statusCode, ok.body).toBe(201);
      const [photo] = photoSchema.array().parse(ok.json());
      if (!photo) throw new Error('no photo returned');
      const files = await filesOf({ photoId: photo.id });
      expect(files.length).toBeGreaterThan(0);
      for (const f of files) expect(await served(f)).toBe(200);
      const gone = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/staff/photos/${photo.id}`,
        headers: editor,
      });
      expect(gone.statusCode).toBe(204);
      expect(await filesOf({ photoId: photo.id })).toEqual([]);
      for (const f of files) expect(await served(f)).toBe(404);
    });

    it('deleting a feedback item deletes its photos and their files', async () => {
      const service = t.app.services.feedback;
      const project = await service.repo.project(projectCode);
      if (!project) throw new Error('no project');
      const photo: NewPhoto = {
        ...(await processPhoto('wall.jpg', await jpeg((shade += 7)))),
        source: 'resident',
        stage: null,
        caption: null,
        wardDistanceKm: null,
      };
      const ref = newReference();
      await service.submit(
        {
          ref,
          tokenHash: newToken().hash,
          project,
          kind: 'complaint',
          message: 'The retaining wall has cracked after the rains.',
          name: null,
          phone: null,
          email: null,
        },
        [photo],
      );
      expect((await filesOf({ feedbackRef: ref })).length).toBeGreaterThan(0);
      const [{ n: filesBefore = 0 } = {}] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from photo_files`,
      );
      await t.database.db.execute(sql`delete from feedback_items where ref = ${ref}`);
      const [{ n: filesAfter = 0 } = {}] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from photo_files`,
      );
      expect(filesAfter).toBe(filesBefore - photo.files.length);
    });
  },
);
