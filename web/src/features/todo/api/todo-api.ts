import {
  newTaskResponseSchema,
  taskResponseSchema,
  tasksResponseSchema,
  type Task,
  type TodoFilter,
} from '@app/common/apps/todo';
import { baseApi } from '@/lib/api/base-api';
import type { RootState } from '@/lib/store/store';
import { nextTaskId, type TaskDraft, type TaskFlag } from '../lib/task-rules';
import {
  flagToggled,
  noticeShown,
  selectTodoState,
  taskAdded,
  taskConfirmed,
  taskRemoved,
  taskRestored,
  taskReverted,
  taskTrashed,
  taskUpdated,
  todosLoaded,
  type TodoNoticeKind,
} from '../store/todo-slice';

export interface ToggleFlagArgs {
  id: number;
  flag: TaskFlag;
}

export interface UpdateTaskArgs {
  id: number;
  changes: Partial<Omit<Task, 'id'>>;
}

type Dispatch = (action: unknown) => unknown;

const findTask = (state: unknown, id: number): Task | undefined =>
  selectTodoState(state as RootState).todos.find((t) => t.id === id);

/**
 * Applies a change to the list at once; when the call fails, the task is put back as it was
 * and a notice says what could not be saved.
 */
async function optimistic(
  id: number,
  kind: TodoNoticeKind,
  apply: () => void,
  {
    dispatch,
    getState,
    queryFulfilled,
  }: {
    dispatch: Dispatch;
    getState: () => unknown;
    queryFulfilled: Promise<unknown>;
  },
): Promise<void> {
  const before = findTask(getState(), id);
  apply();
  try {
    await queryFulfilled;
  } catch {
    if (before) {
      dispatch(taskReverted(before));
      dispatch(noticeShown({ kind, title: before.title }));
    }
  }
}

export const todoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/apps/todo?filter: the filter's tasks, newest first; the slice keeps them. */
    getTodos: build.query<Task[], TodoFilter>({
      query: (filter) => ({ url: 'apps/todo', params: { filter } }),
      transformResponse: (response: unknown) => tasksResponseSchema.parse(response),
      providesTags: ['Todo'],
      async onQueryStarted(filter, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(todosLoaded({ filter, tasks: data }));
        } catch {
          /* the page shows the query's error */
        }
      },
    }),

    /** POST /api/apps/todo/new-task: shown at once with the next id, then the service's id. */
    addTask: build.mutation<number, TaskDraft>({
      query: (draft) => ({
        url: 'apps/todo/new-task',
        method: 'POST',
        body: { task: { ...draft, title: draft.title.trim() } },
      }),
      transformResponse: (response: unknown) => newTaskResponseSchema.parse(response).id,
      async onQueryStarted(draft, { dispatch, getState, queryFulfilled }) {
        const provisionalId = nextTaskId(selectTodoState(getState() as RootState).todos);
        dispatch(taskAdded(draft));
        try {
          const { data: id } = await queryFulfilled;
          dispatch(taskConfirmed({ provisionalId, id }));
        } catch {
          dispatch(taskRemoved(provisionalId));
          dispatch(noticeShown({ kind: 'add', title: draft.title.trim() }));
        }
      },
    }),

    /** Completed, starred or important, flipped (POST /api/apps/todo/update-task). */
    toggleFlag: build.mutation<Task, ToggleFlagArgs & { value: boolean }>({
      query: ({ id, flag, value }) => ({
        url: 'apps/todo/update-task',
        method: 'POST',
        body: { task: { id, [flag]: value } },
      }),
      transformResponse: (response: unknown) => taskResponseSchema.parse(response).task,
      onQueryStarted: ({ id, flag }, api) =>
        optimistic(id, 'update', () => api.dispatch(flagToggled({ id, flag })), api),
    }),

    /** Title, description, tags and flags from the side panel. */
    updateTask: build.mutation<Task, UpdateTaskArgs>({
      query: ({ id, changes }) => ({
        url: 'apps/todo/update-task',
        method: 'POST',
        body: { task: { id, ...changes } },
      }),
      transformResponse: (response: unknown) => taskResponseSchema.parse(response).task,
      onQueryStarted: ({ id, changes }, api) =>
        optimistic(id, 'update', () => api.dispatch(taskUpdated({ id, ...changes })), api),
    }),

    /** POST /api/app/todo/trash-todo; the body is the task id. */
    trashTask: build.mutation<Task, number>({
      query: (id) => ({ url: 'app/todo/trash-todo', method: 'POST', body: id }),
      transformResponse: (response: unknown) => taskResponseSchema.parse(response).task,
      onQueryStarted: (id, api) =>
        optimistic(id, 'trash', () => api.dispatch(taskTrashed(id)), api),
    }),

    /** Back from the trash (update-task with isTrashed false). */
    restoreTask: build.mutation<Task, number>({
      query: (id) => ({
        url: 'apps/todo/update-task',
        method: 'POST',
        body: { task: { id, isTrashed: false } },
      }),
      transformResponse: (response: unknown) => taskResponseSchema.parse(response).task,
      onQueryStarted: (id, api) =>
        optimistic(id, 'restore', () => api.dispatch(taskRestored(id)), api),
    }),
  }),
});

export const {
  useGetTodosQuery,
  useAddTaskMutation,
  useToggleFlagMutation,
  useUpdateTaskMutation,
  useTrashTaskMutation,
  useRestoreTaskMutation,
} = todoApi;
