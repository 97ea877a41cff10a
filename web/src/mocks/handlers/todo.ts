import { http, HttpResponse } from 'msw';
import {
  TODO_TAG_VALUES,
  newTaskBodySchema,
  todoQuerySchema,
  trashTodoBodySchema,
  updateTaskBodySchema,
  type Task,
  type TodoFilter,
} from '@app/common/apps/todo';
import { db } from '../db';
import { apiPath, guarded, matchesQuery, nextId, notFound, parseBody, parseQuery } from '../utils';

const isTag = (value: string): value is Task['tags'][number] =>
  (TODO_TAG_VALUES as readonly string[]).includes(value);

function inFilter(task: Task, filter: TodoFilter): boolean {
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
      return isTag(filter) && task.tags.includes(filter);
  }
}

export const todoHandlers = [
  /** A JSON array, newest (highest id) first. */
  http.get(
    apiPath('/api/apps/todo'),
    guarded(({ request }) => {
      const query = parseQuery(request, todoQuerySchema);
      if (!query.ok) return query.response;
      const { filter, q } = query.data;
      const tasks = db.tasks
        .filter((task) => inFilter(task, filter) && matchesQuery(q, task.title, task.desc))
        .sort((a, b) => b.id - a.id);
      return HttpResponse.json(tasks);
    }),
  ),

  /** 201 `{ id }`; the id is the last id plus one. */
  http.post(
    apiPath('/api/apps/todo/new-task'),
    guarded(async ({ request }) => {
      const body = await parseBody(request, newTaskBodySchema);
      if (!body.ok) return body.response;
      const task: Task = { id: nextId(db.tasks), ...body.data.task, isTrashed: false };
      db.tasks.push(task);
      return HttpResponse.json({ id: task.id }, { status: 201 });
    }),
  ),

  /** Changes the given fields (flags, tags, title, description) of a task. */
  http.post(
    apiPath('/api/apps/todo/update-task'),
    guarded(async ({ request }) => {
      const body = await parseBody(request, updateTaskBodySchema);
      if (!body.ok) return body.response;
      const { id, ...changes } = body.data.task;
      const task = db.tasks.find((item) => item.id === id);
      if (task === undefined) return notFound('task', id);
      for (const [key, value] of Object.entries(changes)) {
        if (value !== undefined) Object.assign(task, { [key]: value });
      }
      return HttpResponse.json({ task });
    }),
  ),

  /** The body is the task id; sets isTrashed. */
  http.post(
    apiPath('/api/app/todo/trash-todo'),
    guarded(async ({ request }) => {
      const body = await parseBody(request, trashTodoBodySchema);
      if (!body.ok) return body.response;
      const task = db.tasks.find((item) => item.id === body.data);
      if (task === undefined) return notFound('task', body.data);
      task.isTrashed = true;
      return HttpResponse.json({ task });
    }),
  ),
];
