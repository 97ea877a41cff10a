// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createRandom,
  errorResponse,
  formatIssues,
  initialsAvatar,
  matchesQuery,
  newestFirst,
  nextId,
  paginate,
  parseBody,
  parseQuery,
} from './utils';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(createRandom(8).next()).not.toBe(first[0]);
  });

  it('keeps values in range', () => {
    const random = createRandom(1);
    for (let i = 0; i < 200; i += 1) {
      const value = random.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
    }
    expect(random.sample([1, 2, 3], 5).sort()).toEqual([1, 2, 3]);
    expect(() => random.pick([])).toThrow();
  });
});

describe('collection helpers', () => {
  it('paginate is 1-based and rounds the page count up', () => {
    const items = Array.from({ length: 10 }, (_, index) => index + 1);
    expect(paginate(items, 1, 4)).toEqual({ data: [1, 2, 3, 4], totalPages: 3, total: 10 });
    expect(paginate(items, 3, 4).data).toEqual([9, 10]);
    expect(paginate(items, 9, 4).data).toEqual([]);
  });

  it('newestFirst sorts by time, then by id', () => {
    const items = [
      { id: 1, time: '2026-01-01T00:00:00Z' },
      { id: 2, time: '2026-03-01T00:00:00Z' },
      { id: 3, time: '2026-01-01T00:00:00Z' },
    ];
    expect(newestFirst(items, (item) => item.time).map((item) => item.id)).toEqual([2, 3, 1]);
    expect(items[0]?.id).toBe(1);
  });

  it('nextId is the highest id plus one', () => {
    expect(nextId([{ id: 4 }, { id: 9 }, { id: 2 }])).toBe(10);
    expect(nextId([])).toBe(1);
  });

  it('matchesQuery is case-insensitive and empty matches all', () => {
    expect(matchesQuery('WOTE', 'Road to Wote')).toBe(true);
    expect(matchesQuery(' ', 'x')).toBe(true);
    expect(matchesQuery(undefined, 'x')).toBe(true);
    expect(matchesQuery('kibwezi', 'Wote', 'Emali')).toBe(false);
  });
});

describe('responses and parsing', () => {
  it('errorResponse answers { error } with the status', async () => {
    const response = errorResponse(404, 'Unknown mail: 9');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Unknown mail: 9' });
  });

  it('formatIssues names the field', () => {
    const result = z.object({ obj: z.object({ name: z.string() }) }).safeParse({ obj: {} });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(formatIssues(result.error, 'request body')).toMatch(
        /^Invalid request body: obj\.name: /,
      );
  });

  it('parseBody refuses an empty body, bad JSON and a wrong shape', async () => {
    const schema = z.object({ id: z.number() });
    const post = (body: string): Request =>
      new Request('http://localhost/x', { method: 'POST', body });
    const empty = await parseBody(post(''), schema);
    const broken = await parseBody(post('{'), schema);
    const wrong = await parseBody(post('{"id":"a"}'), schema);
    const right = await parseBody(post('{"id":3}'), schema);
    for (const [parsed, text] of [
      [empty, 'a JSON body is required'],
      [broken, 'not valid JSON'],
      [wrong, 'id:'],
    ] as const) {
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) {
        expect(parsed.response.status).toBe(400);
        expect(((await parsed.response.json()) as { error: string }).error).toContain(text);
      }
    }
    expect(right).toEqual({ ok: true, data: { id: 3 } });
  });

  it('parseQuery reads lists in every spelling', () => {
    const schema = z.object({ tags: z.array(z.string()).optional(), q: z.string().optional() });
    const read = (query: string) =>
      parseQuery(new Request(`http://localhost/x?${query}`), schema, ['tags']);
    expect(read('tags=a,b&tags=c&q=x&q=y')).toEqual({
      ok: true,
      data: { tags: ['a', 'b', 'c'], q: 'x' },
    });
    expect(read('tags[]=a&tags[]=b')).toEqual({ ok: true, data: { tags: ['a', 'b'] } });
    expect(read('tags=')).toEqual({ ok: true, data: { tags: [] } });
  });
});

describe('initialsAvatar', () => {
  it('is a local SVG data URI with the initials', () => {
    const uri = initialsAvatar('Mwende Kioko');
    expect(uri.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(uri)).toContain('>MK<');
    expect(initialsAvatar('Mwende Kioko')).toBe(uri);
  });
});

describe('guarded', () => {
  it('turns a failure inside a resolver into a 500 answer instead of throwing', async () => {
    const { guarded } = await import('./utils');
    const resolver = guarded(() => {
      throw new Error('boom');
    });
    const response = await resolver({ request: new Request('http://localhost/x'), params: {} });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Mock service failure: boom' });
  });
});
