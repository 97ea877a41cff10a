/**
 * The todo list's rules, one home for the app and the sample data service: which tasks a filter
 * shows, which a search finds, and their order. Pure and schema-free.
 */
import type { Task, TodoFilter } from './todo';

/** All, starred, important and completed leave trashed tasks out; a tag shows every task with it. */
export function taskInFilter(task: Task, filter: TodoFilter): boolean {
  switch (filter) {
    case 'all':
      return !task.isTrashed;
    case 'starred':
      return !task.isTrashed && task.isStarred;
    case 'important':
      return !task.isTrashed && task.isImportant;
    case 'completed':
      return !task.isTrashed && task.isCompleted;
    case 'trashed':
      return task.isTrashed;
    default:
      return task.tags.includes(filter);
  }
}

/** Case-insensitive match of the query in the title or the description; blank matches all. */
export function taskMatches(task: Task, query: string | undefined): boolean {
  const needle = query?.trim().toLowerCase() ?? '';
  return (
    needle === '' ||
    task.title.toLowerCase().includes(needle) ||
    task.desc.toLowerCase().includes(needle)
  );
}

/**
 * Newest (highest id) first, unless the person arranged them: then tasks keep the arranged
 * order, and tasks the arrangement does not know yet (just added) come first, newest first.
 */
export function sortTasks<T extends { id: number }>(
  tasks: readonly T[],
  order: readonly number[] = [],
): T[] {
  const rank = new Map(order.map((id, index) => [id, index]));
  return tasks.slice().sort((a, b) => {
    const ra = rank.get(a.id);
    const rb = rank.get(b.id);
    if (ra === undefined && rb === undefined) return b.id - a.id;
    if (ra === undefined) return -1;
    if (rb === undefined) return 1;
    return ra - rb;
  });
}

/** The list a filter and a search show: matching tasks, in order. */
export function listTasks(
  tasks: readonly Task[],
  filter: TodoFilter,
  query?: string,
  order: readonly number[] = [],
): Task[] {
  return sortTasks(
    tasks.filter((task) => taskInFilter(task, filter) && taskMatches(task, query)),
    order,
  );
}
