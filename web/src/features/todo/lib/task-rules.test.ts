import { describe, expect, it } from 'vitest';
import {
  emptyDraft,
  filterFromParams,
  filterPath,
  moveId,
  nextTaskId,
  toggleTag,
  validateDraft,
} from './task-rules';

describe('task rules', () => {
  it('reads the filter from the address', () => {
    expect(filterFromParams({})).toBe('all');
    expect(filterFromParams({ filter: 'trashed' })).toBe('trashed');
    expect(filterFromParams({ tag: 'bug' })).toBe('bug');
    expect(filterFromParams({ filter: 'bug' })).toBeNull();
    expect(filterFromParams({ tag: 'starred' })).toBeNull();
    expect(filterFromParams({ filter: 'nope' })).toBeNull();
    expect(filterPath('doc')).toBe('/todo/tag/doc');
    expect(filterPath('completed')).toBe('/todo/completed');
  });

  it('validates a draft', () => {
    expect(validateDraft({ ...emptyDraft(), title: '   ' })).toEqual({
      title: 'form.errors.titleRequired',
    });
    expect(validateDraft({ ...emptyDraft(), title: 'x'.repeat(121) }).title).toBe(
      'form.errors.titleTooLong',
    );
    expect(validateDraft({ ...emptyDraft(), title: 'ok', desc: 'y'.repeat(501) })).toEqual({
      desc: 'form.errors.descTooLong',
    });
    expect(validateDraft({ ...emptyDraft(), title: 'ok', tags: ['doc', 'bug'] })).toEqual({});
  });

  it('toggles a tag in the list', () => {
    expect(toggleTag(['doc'], 'bug')).toEqual(['doc', 'bug']);
    expect(toggleTag(['doc', 'bug'], 'doc')).toEqual(['bug']);
  });

  it('moves an id to the place of another and numbers new tasks', () => {
    expect(moveId([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(moveId([1, 2, 3], 1, 3)).toEqual([2, 3, 1]);
    expect(moveId([1, 2], 5, 1)).toEqual([1, 2]);
    expect(nextTaskId([])).toBe(1);
    expect(nextTaskId([{ id: 3 }, { id: 7 }])).toBe(8);
  });
});
