import { describe, expect, it } from 'vitest';
import type { Task } from '@app/common/apps/todo';
import { emptyDraft } from '../lib/task-rules';
import {
  flagToggled,
  initialTodoState,
  queryChanged,
  routeParamChanged,
  taskAdded,
  taskConfirmed,
  taskMoved,
  taskRemoved,
  taskRestored,
  taskReverted,
  taskTrashed,
  taskUpdated,
  todoSlice,
  todosLoaded,
  type TodoState,
} from './todo-slice';

const task = (id: number, changes: Partial<Task> = {}): Task => ({
  id,
  title: `Task ${id}`,
  desc: '',
  tags: [],
  isImportant: false,
  isStarred: false,
  isCompleted: false,
  isTrashed: false,
  ...changes,
});

const reduce = (state: TodoState, ...actions: Parameters<typeof todoSlice.reducer>[1][]) =>
  actions.reduce(todoSlice.reducer, state);

const loaded = (tasks: Task[], filter: TodoState['routeParam'] = 'all') =>
  reduce(initialTodoState, routeParamChanged(filter), todosLoaded({ filter, tasks }));

const ids = (state: TodoState) => state.filteredTodos.map((t) => t.id);

describe('todo slice', () => {
  it('keeps the loaded tasks of the route and lists them newest first', () => {
    const state = loaded([task(1), task(3), task(2)]);
    expect(state.loadedFilter).toBe('all');
    expect(ids(state)).toEqual([3, 2, 1]);
  });

  it('ignores an answer for a filter the route has left', () => {
    const state = reduce(
      initialTodoState,
      routeParamChanged('starred'),
      todosLoaded({ filter: 'all', tasks: [task(1)] }),
    );
    expect(state.todos).toEqual([]);
    expect(state.loadedFilter).toBeNull();
  });

  it('toggles completed, starred and important', () => {
    let state = loaded([task(1)]);
    state = reduce(state, flagToggled({ id: 1, flag: 'isCompleted' }));
    state = reduce(state, flagToggled({ id: 1, flag: 'isStarred' }));
    state = reduce(state, flagToggled({ id: 1, flag: 'isImportant' }));
    expect(state.todos[0]).toMatchObject({ isCompleted: true, isStarred: true, isImportant: true });
    state = reduce(state, flagToggled({ id: 1, flag: 'isStarred' }));
    expect(state.todos[0]?.isStarred).toBe(false);
  });

  it('drops a task from a flag filter once its flag is off, and from all once trashed', () => {
    let state = loaded([task(1, { isStarred: true }), task(2, { isStarred: true })], 'starred');
    state = reduce(state, flagToggled({ id: 1, flag: 'isStarred' }));
    expect(ids(state)).toEqual([2]);

    state = loaded([task(1), task(2)]);
    state = reduce(state, taskTrashed(2));
    expect(state.todos.find((t) => t.id === 2)?.isTrashed).toBe(true);
    expect(ids(state)).toEqual([1]);
  });

  it('restores a trashed task out of the trash view', () => {
    let state = loaded([task(6, { isTrashed: true })], 'trashed');
    expect(ids(state)).toEqual([6]);
    state = reduce(state, taskRestored(6));
    expect(state.todos[0]?.isTrashed).toBe(false);
    expect(ids(state)).toEqual([]);
  });

  it('filters a tag view by the tag and keeps trashed tasks with the tag', () => {
    const state = loaded(
      [
        task(1, { tags: ['bug'] }),
        task(2, { tags: ['doc'] }),
        task(3, { tags: ['bug'], isTrashed: true }),
      ],
      'bug',
    );
    expect(ids(state)).toEqual([3, 1]);
  });

  it('gives a new task the last id plus one, then the id the service confirms', () => {
    let state = loaded([task(4), task(9)]);
    state = reduce(
      state,
      taskAdded({ ...emptyDraft(), title: '  Write the FAQ  ', tags: ['doc'] }),
    );
    expect(state.todos.at(-1)).toMatchObject({
      id: 10,
      title: 'Write the FAQ',
      tags: ['doc'],
      isTrashed: false,
    });
    expect(state.pendingIds).toEqual([10]);
    expect(ids(state)[0]).toBe(10);

    state = reduce(state, taskConfirmed({ provisionalId: 10, id: 12 }));
    expect(state.pendingIds).toEqual([]);
    expect(ids(state)).toEqual([12, 9, 4]);
  });

  it('removes a task whose adding failed', () => {
    let state = loaded([task(1)]);
    state = reduce(state, taskAdded({ ...emptyDraft(), title: 'x' }), taskRemoved(2));
    expect(state.todos.map((t) => t.id)).toEqual([1]);
    expect(state.pendingIds).toEqual([]);
  });

  it('updates fields and reverts to a snapshot', () => {
    const before = task(1, { title: 'Old' });
    let state = loaded([before]);
    state = reduce(state, taskUpdated({ id: 1, title: 'New', tags: ['backend'] }));
    expect(state.todos[0]).toMatchObject({ title: 'New', tags: ['backend'] });
    state = reduce(state, taskReverted(before));
    expect(state.todos[0]).toEqual(before);
  });

  it('searches titles and descriptions, case-insensitively', () => {
    let state = loaded([
      task(1, { title: 'Map legend' }),
      task(2, { desc: 'the MAP export' }),
      task(3),
    ]);
    state = reduce(state, queryChanged('map'));
    expect(ids(state)).toEqual([2, 1]);
    state = reduce(state, queryChanged(''));
    expect(ids(state)).toEqual([3, 2, 1]);
  });

  it('keeps the order arranged by dragging, new tasks first', () => {
    let state = loaded([task(1), task(2), task(3)]);
    state = reduce(state, taskMoved({ activeId: 1, overId: 3 }));
    expect(ids(state)).toEqual([1, 3, 2]);
    state = reduce(state, taskMoved({ activeId: 2, overId: 3 }));
    expect(ids(state)).toEqual([1, 2, 3]);
    state = reduce(state, taskAdded({ ...emptyDraft(), title: 'new' }));
    expect(ids(state)).toEqual([4, 1, 2, 3]);
  });
});
