import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeStore, type AppStore } from '@/lib/store/store';
import { server, setupMockServer } from '@/testing/mock-server';
import { emptyDraft } from '../lib/task-rules';
import { routeParamChanged, selectTodoState } from '../store/todo-slice';
import { todoApi } from './todo-api';

setupMockServer();

async function loadedStore(): Promise<AppStore> {
  const store = makeStore();
  store.dispatch(routeParamChanged('all'));
  await store.dispatch(todoApi.endpoints.getTodos.initiate('all', { forceRefetch: true }));
  return store;
}

const todo = (store: AppStore) => selectTodoState(store.getState());

describe('todo api', () => {
  it('loads the filter into the slice, newest first and without trashed tasks', async () => {
    const store = await loadedStore();
    const ids = todo(store).filteredTodos.map((t) => t.id);
    expect(ids).toEqual([10, 8, 7, 5, 4, 3, 2, 1]);
  });

  it('adds a task at once and keeps the id the service answers (last + 1)', async () => {
    const store = await loadedStore();
    const pending = store.dispatch(
      todoApi.endpoints.addTask.initiate({ ...emptyDraft(), title: 'Check the ward names' }),
    );
    expect(todo(store).filteredTodos[0]?.title).toBe('Check the ward names');
    expect(todo(store).pendingIds).toHaveLength(1);
    await pending;
    expect(todo(store).pendingIds).toEqual([]);
    // The service numbers after its last task (trashed ones too): 11.
    expect(todo(store).filteredTodos[0]).toMatchObject({ id: 11, title: 'Check the ward names' });
  });

  it('rolls a flag back with a notice when the service refuses', async () => {
    const store = await loadedStore();
    server.use(
      http.post('/api/apps/todo/update-task', () =>
        HttpResponse.json({ error: 'down' }, { status: 500 }),
      ),
    );
    const pending = store.dispatch(
      todoApi.endpoints.toggleFlag.initiate({ id: 4, flag: 'isCompleted', value: true }),
    );
    expect(todo(store).todos.find((t) => t.id === 4)?.isCompleted).toBe(true);
    await pending;
    expect(todo(store).todos.find((t) => t.id === 4)?.isCompleted).toBe(false);
    expect(todo(store).notices).toEqual([
      { id: 1, kind: 'update', title: 'Add Kikamba translations' },
    ]);
  });

  it('puts a trashed task back when trashing fails, and removes a new one that failed', async () => {
    const store = await loadedStore();
    server.use(
      http.post('/api/app/todo/trash-todo', () =>
        HttpResponse.json({ error: 'x' }, { status: 500 }),
      ),
      http.post('/api/apps/todo/new-task', () =>
        HttpResponse.json({ error: 'x' }, { status: 500 }),
      ),
    );
    const trash = store.dispatch(todoApi.endpoints.trashTask.initiate(2));
    expect(todo(store).filteredTodos.some((t) => t.id === 2)).toBe(false);
    await trash;
    expect(todo(store).filteredTodos.some((t) => t.id === 2)).toBe(true);
    expect(todo(store).notices.map((n) => n.kind)).toEqual(['trash']);

    await store.dispatch(todoApi.endpoints.addTask.initiate({ ...emptyDraft(), title: 'Lost' }));
    expect(todo(store).todos.some((t) => t.title === 'Lost')).toBe(false);
    // The newest failure takes the place of the one before.
    expect(todo(store).notices).toEqual([{ id: 2, kind: 'add', title: 'Lost' }]);
  });

  it('trashes and restores through the service', async () => {
    const store = await loadedStore();
    await store.dispatch(todoApi.endpoints.trashTask.initiate(3));
    store.dispatch(routeParamChanged('trashed'));
    await store.dispatch(todoApi.endpoints.getTodos.initiate('trashed', { forceRefetch: true }));
    expect(todo(store).filteredTodos.map((t) => t.id)).toEqual([9, 6, 3]);
    await store.dispatch(todoApi.endpoints.restoreTask.initiate(3));
    expect(todo(store).filteredTodos.map((t) => t.id)).toEqual([9, 6]);
  });
});
