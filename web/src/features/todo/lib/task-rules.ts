import {
  TODO_FILTERS,
  TODO_FLAG_FILTERS,
  TODO_TAG_VALUES,
  type TodoFilter,
  type TodoTagValue,
} from '@app/common/apps/todo';

export type TodoFlagFilter = (typeof TODO_FLAG_FILTERS)[number];
export type TaskFlag = 'isCompleted' | 'isStarred' | 'isImportant';

export const TITLE_MAX = 120;
export const DESC_MAX = 500;

export const isTodoFilter = (value: unknown): value is TodoFilter =>
  (TODO_FILTERS as readonly unknown[]).includes(value);
export const isFlagFilter = (value: unknown): value is TodoFlagFilter =>
  (TODO_FLAG_FILTERS as readonly unknown[]).includes(value);
export const isTagValue = (value: unknown): value is TodoTagValue =>
  (TODO_TAG_VALUES as readonly unknown[]).includes(value);

/**
 * The route's filter from `/todo/:filter` or `/todo/tag/:tag` (`/todo/all`, the menu's own
 * route, has no parameter); null for anything else.
 */
export function filterFromParams(params: { filter?: string; tag?: string }): TodoFilter | null {
  if (params.tag !== undefined) return isTagValue(params.tag) ? params.tag : null;
  if (params.filter === undefined) return 'all';
  return isFlagFilter(params.filter) ? params.filter : null;
}

/** The address of a filter. */
export const filterPath = (filter: TodoFilter): string =>
  isTagValue(filter) ? `/todo/tag/${filter}` : `/todo/${filter}`;

/** The ids in their new order after `activeId` is dropped where `overId` was. */
export function moveId(ids: readonly number[], activeId: number, overId: number): number[] {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return ids.slice();
  const next = ids.slice();
  next.splice(from, 1);
  next.splice(to, 0, activeId);
  return next;
}

/** The last (highest) id plus one; 1 when there is none. */
export const nextTaskId = (tasks: readonly { id: number }[]): number =>
  tasks.reduce((max, task) => Math.max(max, task.id), 0) + 1;

/** Adds the tag, or removes it when the list has it. */
export const toggleTag = (tags: readonly TodoTagValue[], tag: TodoTagValue): TodoTagValue[] =>
  tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag];

export interface TaskDraft {
  title: string;
  desc: string;
  tags: TodoTagValue[];
  isImportant: boolean;
  isStarred: boolean;
  isCompleted: boolean;
}

export const emptyDraft = (): TaskDraft => ({
  title: '',
  desc: '',
  tags: [],
  isImportant: false,
  isStarred: false,
  isCompleted: false,
});

export type DraftErrors = Partial<Record<'title' | 'desc' | 'tags', string>>;

/** Messages are keys of the `todo` namespace. */
export function validateDraft(draft: TaskDraft): DraftErrors {
  const errors: DraftErrors = {};
  const title = draft.title.trim();
  if (title === '') errors.title = 'form.errors.titleRequired';
  else if (title.length > TITLE_MAX) errors.title = 'form.errors.titleTooLong';
  if (draft.desc.length > DESC_MAX) errors.desc = 'form.errors.descTooLong';
  if (draft.tags.some((tag) => !isTagValue(tag))) errors.tags = 'form.errors.tagUnknown';
  return errors;
}
