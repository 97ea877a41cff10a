import { http, HttpResponse } from 'msw';
import {
  newTaskBodySchema,
  todoQuerySchema,
  trashTodoBodySchema,
  updateTaskBodySchema,
  type Task,
} from '@app/common/apps/todo';
import { listTasks } from '@app/common/apps/todo-rules';
import { buildTasks } from '../data/todo';
import { db, defineCollection } from '../db';
import { apiPath, guarded, nextId, notFound, parseBody, parseQuery } from '../utils';

defineCollection('tasks', buildTasks);

export const todoHandlers = [
  /** A JSON array, newest (highest id) first. */
  http.get(
    apiPath('/api/apps/todo'),
    guarded(({ request }) => {
      const query = parseQuery(request, todoQuerySchema);
      if (!query.ok) return query.response;
      const { filter, q } = query.data;
      return HttpResponse.json(listTasks(db.tasks, filter, q));
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
