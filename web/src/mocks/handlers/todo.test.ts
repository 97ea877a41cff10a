// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  TODO_TAG_VALUES,
  newTaskResponseSchema,
  taskResponseSchema,
  tasksResponseSchema,
  type Task,
} from '@app/common/apps/todo';
import { db } from '../db';
import { API, getJson, postJson, setupMockServer } from '../testing';

setupMockServer();

async function tasks(query = '') {
  const response = await getJson(`/api/apps/todo${query}`);
  expect(response.status).toBe(200);
  return tasksResponseSchema.parse(await response.json());
}

const ids = (list: readonly Task[]): number[] => list.map((task) => task.id);
const expectedIds = (keep: (task: Task) => boolean): number[] =>
  db.tasks
    .filter(keep)
    .map((task) => task.id)
    .sort((a, b) => b - a);

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

describe('GET /api/apps/todo', () => {
  it.each([
    ['all', (task: Task) => !task.isTrashed],
    ['starred', (task: Task) => task.isStarred && !task.isTrashed],
    ['important', (task: Task) => task.isImportant && !task.isTrashed],
    ['completed', (task: Task) => task.isCompleted && !task.isTrashed],
    ['trashed', (task: Task) => task.isTrashed],
  ] as const)('filter=%s answers the right tasks newest first', async (filter, keep) => {
    expect(ids(await tasks(`?filter=${filter}`))).toEqual(expectedIds(keep));
  });

  it('starred leaves out a starred task in the trash', async () => {
    expect(db.tasks.some((task) => task.isStarred && task.isTrashed)).toBe(true);
    expect((await tasks('?filter=starred')).every((task) => !task.isTrashed)).toBe(true);
  });

  it.each(TODO_TAG_VALUES)('filter=%s answers the tasks with that tag', async (tag) => {
    const list = await tasks(`?filter=${tag}`);
    expect(list.length).toBeGreaterThan(0);
    expect(ids(list)).toEqual(expectedIds((task) => task.tags.includes(tag)));
  });

  it('defaults to all and searches with q', async () => {
    expect(await tasks()).toEqual(await tasks('?filter=all'));
    expect(ids(await tasks('?filter=all&q=MAP LEGEND'))).toEqual([2]);
  });

  it('refuses an unknown filter with 400', async () => {
    const response = await getJson('/api/apps/todo?filter=urgent');
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(/^Invalid query: filter: /);
  });
});

describe('POST /api/apps/todo/new-task', () => {
  it('answers 201 { id } with the last id plus one and stores the task', async () => {
    const response = await postJson('/api/apps/todo/new-task', {
      task: {
        title: 'Translate the FAQ',
        desc: 'Into Kiswahili.',
        tags: ['doc', 'doc'],
        isImportant: true,
      },
    });
    expect(response.status).toBe(201);
    expect(newTaskResponseSchema.parse(await response.json())).toEqual({ id: 11 });
    expect(db.tasks.at(-1)).toEqual({
      id: 11,
      title: 'Translate the FAQ',
      desc: 'Into Kiswahili.',
      tags: ['doc'],
      isImportant: true,
      isStarred: false,
      isCompleted: false,
      isTrashed: false,
    });
    expect((await tasks())[0]?.id).toBe(11);
  });

  it.each([
    [{}, /task/],
    [{ task: { title: '' } }, /task\.title: must not be empty/],
    [{ task: { title: 'x', tags: ['urgent'] } }, /task\.tags/],
    [{ task: { title: 'x', isStarred: 'yes' } }, /task\.isStarred/],
  ])('refuses %j with 400 and adds nothing', async (body, message) => {
    const response = await postJson('/api/apps/todo/new-task', body);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(message);
    expect(db.tasks).toHaveLength(10);
  });
});

describe('POST /api/apps/todo/update-task', () => {
  it('toggles flags and tags', async () => {
    const response = await postJson('/api/apps/todo/update-task', {
      task: {
        id: 4,
        isCompleted: true,
        isStarred: true,
        isImportant: true,
        tags: ['frontend', 'bug'],
      },
    });
    expect(response.status).toBe(200);
    const { task } = taskResponseSchema.parse(await response.json());
    expect(task).toMatchObject({
      id: 4,
      isCompleted: true,
      isStarred: true,
      isImportant: true,
      tags: ['frontend', 'bug'],
    });
    expect(db.tasks.find((item) => item.id === 4)).toEqual(task);
    expect(ids(await tasks('?filter=completed'))).toContain(4);
  });

  it('refuses an unknown id or bad fields, changing nothing', async () => {
    const before = structuredClone(db.tasks);
    const unknown = await postJson('/api/apps/todo/update-task', {
      task: { id: 99, isStarred: true },
    });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe('Unknown task: 99');
    expect(
      (await postJson('/api/apps/todo/update-task', { task: { id: 1, tags: ['x'] } })).status,
    ).toBe(400);
    expect(
      (await postJson('/api/apps/todo/update-task', { task: { isStarred: true } })).status,
    ).toBe(400);
    expect(db.tasks).toEqual(before);
  });
});

describe('POST /api/app/todo/trash-todo', () => {
  it.each([['3'], ['"4"'], ['{"id":5}']])('trashes the task given as %s', async (body) => {
    const id = Number(body.replace(/\D/g, ''));
    const response = await fetch(`${API}/api/app/todo/trash-todo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(response.status).toBe(200);
    expect(taskResponseSchema.parse(await response.json()).task).toMatchObject({
      id,
      isTrashed: true,
    });
    expect(ids(await tasks('?filter=trashed'))).toContain(id);
    expect(ids(await tasks('?filter=all'))).not.toContain(id);
  });

  it.each([
    ['99', 404, 'Unknown task: 99'],
    ['0', 400, 'must be a positive whole number'],
    ['"abc"', 400, 'body must be a task id'],
    ['', 400, 'a JSON body is required'],
  ])('refuses %j, changing nothing', async (body, status, message) => {
    const before = structuredClone(db.tasks);
    const response = await postJson('/api/app/todo/trash-todo', body);
    expect(response.status).toBe(status);
    expect(await errorOf(response)).toContain(message);
    expect(db.tasks).toEqual(before);
  });
});
