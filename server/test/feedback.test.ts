import { sql } from 'drizzle-orm';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  feedbackFiguresSchema,
  feedbackPageSchema,
  feedbackReceiptSchema,
  followedFeedbackSchema,
  queueItemSchema,
  queuePageSchema,
} from '@app/common/feedback';
import { buildApp } from '../src/app.ts';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { loadBoundaries } from '../src/db/seed/reference-data.ts';
import { ringCentroid } from '../src/db/seed/geo-points.ts';
import { buildTestApp, testBackends, type TestApp } from './helper.ts';
import { multipart } from './multipart.ts';
import { bearer, testAuth, tokens } from './tokens.ts';

const PHONE = '0712 999 314';
const EMAIL = 'wanjiku.resident@example.org';

/** Degrees as an EXIF rational triple (degrees, minutes, hundredths of seconds). */
function dms(value: number): string {
  const a = Math.abs(value);
  const d = Math.floor(a);
  const m = Math.floor((a - d) * 60);
  const s = Math.round(((a - d) * 60 - m) * 60 * 100);
  return `${d}/1 ${m}/1 ${s}/100`;
}

/** A small JPEG, with EXIF GPS when a position is given. */
async function jpeg(position?: { lat: number; lon: number }): Promise<Buffer> {
  const image = sharp({
    create: { width: 400, height: 300, channels: 3, background: '#7a9a5a' },
  }).jpeg();
  if (!position) return image.toBuffer();
  return image
    .withExif({
      IFD0: { Make: 'FixtureCam' },
      IFD2: { DateTimeOriginal: '2026:03:01 10:20:30' },
      IFD3: {
        GPSLatitudeRef: position.lat < 0 ? 'S' : 'N',
        GPSLatitude: dms(position.lat),
        GPSLongitudeRef: position.lon < 0 ? 'W' : 'E',
        GPSLongitude: dms(position.lon),
      },
    })
    .toBuffer();
}

describe.each(testBackends())('residents feedback on %s', (backend) => {
  let t: TestApp;
  let smtp: SMTPServer;
  const mails: string[] = [];
  let projectCode = '';
  let wardId = 0;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          mails.push(Buffer.concat(chunks).toString('utf8'));
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const address = smtp.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    t = await buildTestApp({
      backend,
      fresh: true,
      seedCount: 30,
      auth: testAuth,
      feedback: {
        powCost: 2000,
        submissionsPerHour: 6,
        mail: { url: `smtp://127.0.0.1:${port}`, from: 'portal@makueni.test' },
        publicUrl: 'https://data.makueni.test',
      },
    });
    const [p] = await queryRows<{ code: string; ward_id: number }>(
      t.database.db,
      sql`select code, ward_id from projects order by code limit 1`,
    );
    projectCode = p?.code ?? '';
    wardId = p?.ward_id ?? 0;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const count = async (table: string) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      )
    )[0]?.n ?? 0;

  async function solved(): Promise<string> {
    const res = await t.app.inject('/api/v1/feedback/challenge');
    expect(res.statusCode).toBe(200);
    const challenge = res.json<Challenge>();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  let ip = 0;
  /** Each submission from its own address unless told, so the rate limit is tested on its own. */
  async function submit(
    fields: Record<string, string>,
    files: { filename: string; value: Buffer }[] = [],
    from = `10.0.0.${(ip += 1)}`,
  ) {
    const altcha = fields.altcha ?? (await solved());
    const body = multipart([
      ...Object.entries({
        projectCode,
        kind: 'complaint',
        message: 'The culvert on the new road is already blocked with silt.',
        ...fields,
        altcha,
      }).map(([name, value]) => ({ name, value })),
      ...files.map((f) => ({ name: 'photos', ...f })),
    ]);
    return t.app.inject({ method: 'POST', url: '/api/v1/feedback', remoteAddress: from, ...body });
  }

  const wardCentre = () => {
    const ward = loadBoundaries().wards.find((f) => Number(f.id) === wardId);
    const ring = ward?.geometry.coordinates[0];
    if (!ring) throw new Error('ward without boundary');
    const [lon, lat] = ringCentroid(ring);
    return { lat, lon };
  };

  it('takes a submission with a solved challenge and follows it by the private token', async () => {
    const res = await submit({ name: 'Wanjiku', phone: PHONE, email: EMAIL });
    expect(res.statusCode, res.body).toBe(201);
    const receipt = feedbackReceiptSchema.parse(res.json());
    expect(receipt.ref).toMatch(/^FB-[2-9A-Z]{8}$/);
    const follow = await t.app.inject(`/api/v1/feedback/follow/${receipt.token}`);
    expect(follow.statusCode).toBe(200);
    const item = followedFeedbackSchema.parse(follow.json());
    expect(item).toMatchObject({ ref: receipt.ref, status: 'received', canWithdraw: true });
    // Not public until published.
    const list = feedbackPageSchema.parse((await t.app.inject('/api/v1/feedback')).json());
    expect(list.items.map((i) => i.ref)).not.toContain(receipt.ref);
  });

  it('refuses a missing, forged or reused proof of work', async () => {
    const missing = await submit({ altcha: '' });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().message).toMatch(/^altcha:/);
    const payload = await solved();
    expect((await submit({ altcha: payload })).statusCode).toBe(201);
    expect((await submit({ altcha: payload })).statusCode).toBe(403);
  });

  it('refuses a filled honeypot and writes nothing', async () => {
    const before = await count('feedback_items');
    const res = await submit({ website: 'http://spam.example' });
    expect(res.statusCode).toBe(400);
    expect(await count('feedback_items')).toBe(before);
  });

  it('answers 400 naming the field for a short message', async () => {
    const res = await submit({ message: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].field).toBe('message');
  });

  it('limits submissions per address (429 past the limit)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) codes.push((await submit({}, [], '10.9.9.9')).statusCode);
    expect(codes.slice(0, 6).every((c) => c === 201)).toBe(true);
    expect(codes[6]).toBe(429);
  });

  it('reads the photo position: in the ward, km away, or none', async () => {
    const centre = wardCentre();
    const res = await submit({}, [
      { filename: 'inside.jpg', value: await jpeg(centre) },
      { filename: 'nairobi.jpg', value: await jpeg({ lat: -1.2921, lon: 36.8219 }) },
      { filename: 'plain.jpg', value: await jpeg() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { token } = feedbackReceiptSchema.parse(res.json());
    const item = followedFeedbackSchema.parse(
      (await t.app.inject(`/api/v1/feedback/follow/${token}`)).json(),
    );
    const [inside, away, plain] = item.photos;
    expect(inside?.wardDistanceKm).toBe(0);
    expect(inside?.takenAt).toBe('2026-03-01T10:20:30.000Z');
    expect(away?.wardDistanceKm).toBeGreaterThan(50);
    expect(plain?.wardDistanceKm).toBeNull();
    // Files: WebP and JPEG at widths up to the original's, no EXIF left, long cache.
    const files = inside?.files ?? [];
    expect(files.map((f) => `${f.width}.${f.format}`).sort()).toEqual(
      ['320.jpeg', '320.webp', '400.jpeg', '400.webp'].sort(),
    );
    for (const f of files) {
      const served = await t.app.inject(f.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(
        f.format === 'jpeg' ? 'image/jpeg' : 'image/webp',
      );
      expect(served.headers['cache-control']).toContain('immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
    }
  });

  it.runIf(backend === 'postgres')(
    'serves a photo sent through one copy from another',
    async () => {
      const res = await submit({}, [{ filename: 'copy.jpg', value: await jpeg() }]);
      const { token } = feedbackReceiptSchema.parse(res.json());
      const item = followedFeedbackSchema.parse(
        (await t.app.inject(`/api/v1/feedback/follow/${token}`)).json(),
      );
      const url = item.photos[0]?.files[0]?.url ?? '';
      const databaseUrl = t.database.url;
      if (!databaseUrl) throw new Error('expected a PostgreSQL url');
      const other = await buildApp({
        database: await openDatabase({ databaseUrl, poolSize: 2 }),
        closeDatabase: true,
      });
      try {
        const served = await other.inject(url);
        expect(served.statusCode).toBe(200);
        expect(Buffer.compare(served.rawPayload, (await t.app.inject(url)).rawPayload)).toBe(0);
      } finally {
        await other.close();
      }
    },
  );

  it('refuses a whole request naming the bad file, and writes nothing', async () => {
    const before = [
      await count('feedback_items'),
      await count('photos'),
      await count('photo_files'),
    ];
    const res = await submit({}, [
      { filename: 'good.jpg', value: await jpeg() },
      { filename: 'notes.jpg', value: Buffer.from('%PDF-1.4 not an image at all') },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('notes.jpg');
    const after = [
      await count('feedback_items'),
      await count('photos'),
      await count('photo_files'),
    ];
    expect(after).toEqual(before);
  });

  it('leaves nothing behind when the upload stops halfway', async () => {
    const before = [await count('feedback_items'), await count('photos')];
    const full = multipart([
      { name: 'projectCode', value: projectCode },
      { name: 'kind', value: 'problem' },
      { name: 'message', value: 'The borehole pump has stopped working again.' },
      { name: 'altcha', value: await solved() },
      { name: 'photos', filename: 'big.jpg', value: await jpeg() },
    ]);
    // The body ends in the middle of the photo, without the closing boundary.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feedback',
      remoteAddress: '10.8.8.8',
      headers: full.headers,
      payload: full.payload.subarray(0, full.payload.length - 400),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect([await count('feedback_items'), await count('photos')]).toEqual(before);
  });

  it('withdraws an unpublished item with its photos', async () => {
    const res = await submit({}, [{ filename: 'a.jpg', value: await jpeg() }]);
    const { token } = feedbackReceiptSchema.parse(res.json());
    const photosBefore = await count('photos');
    const out = await t.app.inject({
      method: 'POST',
      url: `/api/v1/feedback/follow/${token}/withdraw`,
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().status).toBe('withdrawn');
    expect(await count('photos')).toBe(photosBefore - 1);
  });

  describe('moderation', () => {
    const STAFF_ROUTES: { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: string }[] = [
      { method: 'GET', url: '/api/v1/staff/feedback?limit=abc' },
      { method: 'POST', url: '/api/v1/staff/feedback/1/actions' },
      { method: 'POST', url: '/api/v1/staff/feedback/x/contact' },
      { method: 'GET', url: '/api/v1/staff/projects/X/photos' },
      { method: 'POST', url: '/api/v1/staff/projects/X/photos' },
      { method: 'PATCH', url: '/api/v1/staff/photos/1' },
      { method: 'PUT', url: '/api/v1/staff/projects/X/photos/order' },
      { method: 'DELETE', url: '/api/v1/staff/photos/x' },
    ];

    it.each(STAFF_ROUTES)('$method $url: 401 then 403 before the bad body', async (route) => {
      const bad = { payload: { action: 'nonsense', ids: 'x', stage: 7 } };
      const none = await t.app.inject({ ...route, ...bad });
      expect(none.statusCode).toBe(401);
      const invalid = await t.app.inject({
        ...route,
        ...bad,
        headers: bearer(await tokens.badSignature()),
      });
      expect(invalid.statusCode).toBe(401);
      const noRole = await t.app.inject({
        ...route,
        ...bad,
        headers: bearer(await tokens.noRole()),
      });
      expect(noRole.statusCode).toBe(403);
      const editor = await t.app.inject({
        ...route,
        ...bad,
        headers: bearer(await tokens.editor()),
      });
      // Past the guard: the request's own answer (the bad body, an unknown project), never a 500.
      expect(editor.statusCode).not.toBe(401);
      expect(editor.statusCode).not.toBe(403);
      expect(editor.statusCode).toBeLessThan(500);
    });

    it('publishes, routes, replies (emailing the resident), hides and closes, each audited', async () => {
      const res = await submit({ name: 'Wanjiku', phone: PHONE, email: EMAIL }, [
        { filename: 'site.jpg', value: await jpeg(wardCentre()) },
      ]);
      const { token, ref } = feedbackReceiptSchema.parse(res.json());
      const editor = bearer(await tokens.editor());
      const queue = queuePageSchema.parse(
        (
          await t.app.inject({
            url: `/api/v1/staff/feedback?status=received&limit=100`,
            headers: editor,
          })
        ).json(),
      );
      expect(queue.emailConfigured).toBe(true);
      const times = queue.items.map((i) => i.createdAt);
      expect(times).toEqual([...times].sort());
      const item = queue.items.find((i) => i.ref === ref);
      expect(item?.hasContact).toEqual({ phone: true, email: true });
      expect(JSON.stringify(queue)).not.toContain(EMAIL);
      const id = item?.id ?? 0;
      const act = (payload: object) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/staff/feedback/${id}/actions`,
          headers: editor,
          payload,
        });

      const detailBefore = await t.app.inject(`/api/v1/projects/${projectCode}`);
      const photosBefore = detailBefore.json<{ photos: unknown[] }>().photos.length;
      expect((await act({ action: 'publish' })).statusCode).toBe(200);
      // The project's answer changed: the old ETag is not answered 304, and it counts the item.
      const detail = await t.app.inject({
        url: `/api/v1/projects/${projectCode}`,
        headers: { 'if-none-match': String(detailBefore.headers.etag) },
      });
      expect(detail.statusCode).toBe(200);
      const shown = detail.json<{ feedback: { published: number }; photos: unknown[] }>();
      expect(shown.feedback.published).toBe(
        detailBefore.json<{ feedback: { published: number } }>().feedback.published + 1,
      );
      expect(shown.photos.length).toBe(photosBefore + 1);
      const routed = await act({ action: 'route', department: 'water' });
      expect(routed.statusCode, routed.body).toBe(200);
      expect(queueItemSchema.parse(routed.json()).departmentSlug).toBe('water');
      const replied = await act({
        action: 'reply',
        body: 'The contractor will clear the culvert this week.',
        role: 'Ward works officer',
      });
      expect(replied.statusCode, replied.body).toBe(200);
      const answered = queueItemSchema.parse(replied.json());
      expect(answered.status).toBe('answered');
      expect(answered.notice).toBe('sent');
      expect(answered.replies[0]).toMatchObject({ role: 'Ward works officer', name: null });

      // The email names the project and the reply, and nothing else personal.
      const mail = mails.at(-1) ?? '';
      expect(mail).toContain('The contractor will clear the culvert this week.');
      expect(mail).toContain(projectCode);
      const text = mail
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n');
      expect(text).not.toContain('Wanjiku');
      expect(text).not.toContain(PHONE);
      expect(text).not.toContain('culvert on the new road');

      // The follow link shows the reply.
      const followed = followedFeedbackSchema.parse(
        (await t.app.inject(`/api/v1/feedback/follow/${token}`)).json(),
      );
      expect(followed.status).toBe('answered');
      expect(followed.canWithdraw).toBe(false);

      const reveal = await t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/feedback/${id}/contact`,
        headers: editor,
      });
      expect(reveal.json()).toEqual({ phone: PHONE, email: EMAIL });

      const audit = await queryRows<{
        action: string;
        before: unknown;
        after: unknown;
        details: unknown;
      }>(
        t.database.db,
        sql`select action, before, after, details from audit_log where target = ${ref} order by id`,
      );
      expect(audit.map((a) => a.action)).toEqual([
        'feedback.publish',
        'feedback.route',
        'feedback.reply',
        'feedback.reveal',
      ]);
      expect(audit[0]?.before).toMatchObject({ state: 'received' });
      expect(audit[0]?.after).toMatchObject({ state: 'published' });
      expect(audit[2]?.after).toMatchObject({ answered: true });
      expect(JSON.stringify(audit)).not.toContain(EMAIL);
      expect(JSON.stringify(audit)).not.toContain(PHONE);

      // The public list and the figures count it.
      const figures = feedbackFiguresSchema.parse(
        (await t.app.inject(`/api/v1/feedback/figures?project=${projectCode}`)).json(),
      );
      expect(figures.answered).toBeGreaterThanOrEqual(1);
      expect(figures.medianDaysToAnswer).not.toBeNull();

      const hidden = await act({ action: 'hide', reason: 'Names a private person' });
      expect(hidden.statusCode).toBe(200);
      const list = feedbackPageSchema.parse((await t.app.inject('/api/v1/feedback')).json());
      expect(list.items.map((i) => i.ref)).not.toContain(ref);
      expect((await act({ action: 'publish' })).statusCode).toBe(200);
      expect((await act({ action: 'close' })).statusCode).toBe(200);
      const closedList = feedbackPageSchema.parse(
        (await t.app.inject(`/api/v1/feedback?project=${projectCode}`)).json(),
      );
      expect(closedList.items.find((i) => i.ref === ref)?.status).toBe('closed');
    });

    it('keeps contact details out of every public answer and export', async () => {
      await submit({ phone: PHONE, email: EMAIL });
      const urls = [
        '/api/v1/feedback',
        '/api/v1/feedback?limit=100',
        `/api/v1/feedback?project=${projectCode}`,
        '/api/v1/feedback.csv',
        '/api/v1/feedback/figures',
        `/api/v1/projects/${projectCode}`,
        '/api/v1/projects',
        '/api/v1/projects/export.csv',
      ];
      for (const url of urls) {
        const res = await t.app.inject(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toContain(EMAIL);
        expect(res.body, url).not.toContain(PHONE);
        expect(res.body, url).not.toContain(PHONE.replace(/ /g, ''));
      }
      const csv = (await t.app.inject('/api/v1/feedback.csv')).body;
      expect(csv.split('\n')[0]).toContain('ref,project_code');
    });

    it('adds, reorders and removes staff photos, files and all', async () => {
      const editor = bearer(await tokens.editor());
      const upload = multipart([
        { name: 'stage', value: 'before' },
        { name: 'caption', value: 'Site cleared' },
        { name: 'photos', filename: 'one.jpg', value: await jpeg() },
        { name: 'photos', filename: 'two.jpg', value: await jpeg(wardCentre()) },
      ]);
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/projects/${projectCode}/photos`,
        headers: { ...editor, ...upload.headers },
        payload: upload.payload,
      });
      expect(added.statusCode, added.body).toBe(201);
      const photos = added.json<{ id: number; stage: string; wardDistanceKm: number | null }[]>();
      expect(photos.map((p) => p.stage)).toEqual(['before', 'before']);
      expect(photos[0]?.wardDistanceKm).toBeNull();
      const ids = photos.map((p) => p.id).reverse();
      const order = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/staff/projects/${projectCode}/photos/order`,
        headers: editor,
        payload: { ids },
      });
      expect(order.statusCode).toBe(204);
      const listed = await t.app.inject({
        url: `/api/v1/staff/projects/${projectCode}/photos`,
        headers: editor,
      });
      expect(
        listed
          .json<{ id: number }[]>()
          .map((p) => p.id)
          .slice(0, 2),
      ).toEqual(ids);
      const filesBefore = await count('photo_files');
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/staff/photos/${ids[0]}`,
        headers: editor,
      });
      expect(removed.statusCode).toBe(204);
      expect(await count('photo_files')).toBeLessThan(filesBefore);
    });
  });
});
