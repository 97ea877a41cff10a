import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Task, TodoFilter } from '@app/common/apps/todo';
import { addNotice, noticeReducers, type NewNotice } from '@/lib/store/notice-list';
import { rootReducer } from '@/lib/store/root-reducer';
import { listTasks, sortTasks } from '@app/common/apps/todo-rules';
import { moveId, nextTaskId, type TaskDraft, type TaskFlag } from '../lib/task-rules';

/** What a failed call was doing; the page words the message. */
export type TodoNoticeKind = 'add' | 'update' | 'trash' | 'restore';

export interface TodoNotice {
  id: number;
  kind: TodoNoticeKind;
  title: string;
}

export interface TodoState {
  /** The tasks of the filter last loaded, with the changes made since. */
  todos: Task[];
  /** The filter `todos` were loaded for (null before the first answer). */
  loadedFilter: TodoFilter | null;
  /** The route's filter: a flag filter or a tag. */
  routeParam: TodoFilter;
  query: string;
  /** The order the person arranged by dragging (task ids); empty means newest first. */
  order: number[];
  /** `todos` in the route's filter matching the query, in display order. */
  filteredTodos: Task[];
  /** Tasks added here whose id the service has not confirmed yet. */
  pendingIds: number[];
  /** The last call that failed and was undone (one at a time). */
  notices: TodoNotice[];
}

export const initialTodoState: TodoState = {
  todos: [],
  loadedFilter: null,
  routeParam: 'all',
  query: '',
  order: [],
  filteredTodos: [],
  pendingIds: [],
  notices: [],
};

function refilter(state: TodoState): void {
  state.filteredTodos = listTasks(state.todos, state.routeParam, state.query, state.order);
}

function patchTask(state: TodoState, id: number, patch: (task: Task) => void): void {
  const task = state.todos.find((t) => t.id === id);
  if (task) patch(task);
  refilter(state);
}

export const todoSlice = createSlice({
  name: 'todo',
  initialState: initialTodoState,
  reducers: {
    routeParamChanged(state, action: PayloadAction<TodoFilter>) {
      state.routeParam = action.payload;
      refilter(state);
    },
    queryChanged(state, action: PayloadAction<string>) {
      state.query = action.payload;
      refilter(state);
    },
    todosLoaded(state, action: PayloadAction<{ filter: TodoFilter; tasks: Task[] }>) {
      const { filter, tasks } = action.payload;
      if (filter !== state.routeParam) return;
      // Tasks added here and not yet confirmed stay in the list.
      const pending = state.todos.filter((t) => state.pendingIds.includes(t.id));
      state.todos = [...pending, ...tasks.filter((t) => !state.pendingIds.includes(t.id))];
      state.loadedFilter = filter;
      refilter(state);
    },
    /** A new task gets the last id plus one; it waits for the service's own id. */
    taskAdded(state, action: PayloadAction<TaskDraft>) {
      const id = nextTaskId(state.todos);
      state.todos.push({
        ...action.payload,
        title: action.payload.title.trim(),
        id,
        isTrashed: false,
      });
      state.pendingIds.push(id);
      refilter(state);
    },
    taskConfirmed(state, action: PayloadAction<{ provisionalId: number; id: number }>) {
      const { provisionalId, id } = action.payload;
      const task = state.todos.find((t) => t.id === provisionalId);
      if (task) task.id = id;
      state.pendingIds = state.pendingIds.filter((p) => p !== provisionalId);
      state.order = state.order.map((o) => (o === provisionalId ? id : o));
      refilter(state);
    },
    taskRemoved(state, action: PayloadAction<number>) {
      state.todos = state.todos.filter((t) => t.id !== action.payload);
      state.pendingIds = state.pendingIds.filter((p) => p !== action.payload);
      state.order = state.order.filter((o) => o !== action.payload);
      refilter(state);
    },
    flagToggled(state, action: PayloadAction<{ id: number; flag: TaskFlag }>) {
      const { id, flag } = action.payload;
      patchTask(state, id, (task) => {
        task[flag] = !task[flag];
      });
    },
    taskTrashed(state, action: PayloadAction<number>) {
      patchTask(state, action.payload, (task) => {
        task.isTrashed = true;
      });
    },
    taskRestored(state, action: PayloadAction<number>) {
      patchTask(state, action.payload, (task) => {
        task.isTrashed = false;
      });
    },
    taskUpdated(state, action: PayloadAction<Partial<Task> & { id: number }>) {
      const { id, ...changes } = action.payload;
      patchTask(state, id, (task) => {
        Object.assign(task, changes);
      });
    },
    /** Puts a task back as it was before a call that failed. */
    taskReverted(state, action: PayloadAction<Task>) {
      const index = state.todos.findIndex((t) => t.id === action.payload.id);
      if (index >= 0) state.todos[index] = action.payload;
      else state.todos.push(action.payload);
      refilter(state);
    },
    /** Drops `activeId` where `overId` is, in the order of every loaded task. */
    taskMoved(state, action: PayloadAction<{ activeId: number; overId: number }>) {
      const ids = sortTasks(state.todos, state.order).map((t) => t.id);
      state.order = moveId(ids, action.payload.activeId, action.payload.overId);
      refilter(state);
    },
    /** A call failed and was undone: its notice takes the place of the one before. */
    noticeShown(state, action: PayloadAction<NewNotice<TodoNotice>>) {
      addNotice(state, action.payload, { keep: 1 });
    },
    ...noticeReducers,
  },
  selectors: {
    selectTodoState: (state) => state,
    selectFilteredTodos: (state) => state.filteredTodos,
    selectRouteParam: (state) => state.routeParam,
    selectTodoQuery: (state) => state.query,
    selectTodoNotices: (state) => state.notices,
    selectPendingIds: (state) => state.pendingIds,
  },
});

export const {
  routeParamChanged,
  queryChanged,
  todosLoaded,
  taskAdded,
  taskConfirmed,
  taskRemoved,
  flagToggled,
  taskTrashed,
  taskRestored,
  taskUpdated,
  taskReverted,
  taskMoved,
  noticeShown,
  noticeDismissed,
} = todoSlice.actions;

declare module '@/lib/store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof todoSlice> {}
}

export const injectedTodoSlice = todoSlice.injectInto(rootReducer);
export const {
  selectTodoState,
  selectFilteredTodos,
  selectRouteParam,
  selectTodoQuery,
  selectTodoNotices,
  selectPendingIds,
} = injectedTodoSlice.selectors;
