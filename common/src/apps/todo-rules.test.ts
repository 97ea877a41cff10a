import { describe, expect, it } from 'vitest';
import type { Task } from './todo';
import { listTasks, sortTasks, taskInFilter, taskMatches } from './todo-rules';

const task = (id: number, overrides: Partial<Task> = {}): Task => ({
  id,
  title: `Task ${id}`,
  desc: `About ${id}`,
  isImportant: false,
  isStarred: false,
  tags: [],
  isCompleted: false,
  isTrashed: false,
  ...overrides,
});

describe('taskInFilter', () => {
  it('leaves trashed tasks out of the flag filters; trashed shows only them', () => {
    const trashed = task(1, {
      isTrashed: true,
      isStarred: true,
      isImportant: true,
      isCompleted: true,
    });
    for (const filter of ['all', 'starred', 'important', 'completed'] as const)
      expect(taskInFilter(trashed, filter)).toBe(false);
    expect(taskInFilter(trashed, 'trashed')).toBe(true);
    expect(taskInFilter(task(2), 'trashed')).toBe(false);
    expect(taskInFilter(task(2), 'all')).toBe(true);
    expect(taskInFilter(task(2, { isStarred: true }), 'starred')).toBe(true);
    expect(taskInFilter(task(2, { isImportant: true }), 'important')).toBe(true);
    expect(taskInFilter(task(2, { isCompleted: true }), 'completed')).toBe(true);
    expect(taskInFilter(task(2), 'completed')).toBe(false);
  });

  it('shows every task with a tag, trashed ones included', () => {
    expect(taskInFilter(task(1, { tags: ['bug'] }), 'bug')).toBe(true);
    expect(taskInFilter(task(1, { tags: ['bug'], isTrashed: true }), 'bug')).toBe(true);
    expect(taskInFilter(task(1, { tags: ['doc'] }), 'bug')).toBe(false);
  });
});

describe('taskMatches', () => {
  it('finds the query in the title or the description, ignoring case; blank matches all', () => {
    expect(taskMatches(task(1, { title: 'Fix the borehole' }), 'BOREHOLE')).toBe(true);
    expect(taskMatches(task(1, { desc: 'Market shed' }), ' shed ')).toBe(true);
    expect(taskMatches(task(1), 'nothing')).toBe(false);
    expect(taskMatches(task(1), '')).toBe(true);
    expect(taskMatches(task(1), undefined)).toBe(true);
  });
});

describe('sortTasks', () => {
  it('puts the newest (highest id) first without an arrangement', () => {
    expect(sortTasks([task(1), task(3), task(2)]).map((t) => t.id)).toEqual([3, 2, 1]);
  });

  it('keeps an arranged order, with tasks it does not know first, newest first', () => {
    const tasks = [task(1), task(2), task(3), task(4), task(5)];
    expect(sortTasks(tasks, [2, 1, 3]).map((t) => t.id)).toEqual([5, 4, 2, 1, 3]);
  });
});

describe('listTasks', () => {
  it('filters, searches and orders in one', () => {
    const tasks = [
      task(1, { isStarred: true, title: 'Roads' }),
      task(2, { isStarred: true, title: 'Water' }),
      task(3, { isStarred: true, title: 'Water pans', isTrashed: true }),
      task(4, { isStarred: true, title: 'Water kiosks' }),
    ];
    expect(listTasks(tasks, 'starred', 'water').map((t) => t.id)).toEqual([4, 2]);
    expect(listTasks(tasks, 'starred', '', [1, 4, 2]).map((t) => t.id)).toEqual([1, 4, 2]);
  });
});
