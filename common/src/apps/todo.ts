import { z } from '../zod.ts';
import { idParamSchema, idSchema } from './primitives';

export const TODO_TAG_VALUES = ['frontend', 'backend', 'doc', 'bug'] as const;
export type TodoTagValue = (typeof TODO_TAG_VALUES)[number];

export interface TodoTag {
  id: number;
  text: string;
  value: TodoTagValue;
  color: 'primary' | 'success' | 'warning' | 'danger';
}

export const TODO_TAGS = [
  { id: 1, text: 'Frontend', value: 'frontend', color: 'primary' },
  { id: 2, text: 'Backend', value: 'backend', color: 'success' },
  { id: 3, text: 'Doc', value: 'doc', color: 'warning' },
  { id: 4, text: 'Bug', value: 'bug', color: 'danger' },
] as const satisfies readonly TodoTag[];

export const TODO_FLAG_FILTERS = ['all', 'starred', 'important', 'completed', 'trashed'] as const;
/** Every value GET /api/apps/todo accepts as `filter`. */
export const TODO_FILTERS = [...TODO_FLAG_FILTERS, ...TODO_TAG_VALUES] as const;
export type TodoFilter = (typeof TODO_FILTERS)[number];

export const taskSchema = z.object({
  id: idSchema,
  title: z.string(),
  desc: z.string(),
  isImportant: z.boolean(),
  isStarred: z.boolean(),
  tags: z.array(z.enum(TODO_TAG_VALUES)),
  isCompleted: z.boolean(),
  isTrashed: z.boolean(),
});
export type Task = z.infer<typeof taskSchema>;

/** GET /api/apps/todo?filter&q. Without `filter` the answer is `all`. */
export const todoQuerySchema = z.object({
  filter: z.enum(TODO_FILTERS).default('all'),
  q: z.string().optional(),
});
export type TodoQuery = z.input<typeof todoQuerySchema>;

/** A JSON array, newest first; all, starred, important and completed leave out trashed tasks. */
export const tasksResponseSchema = z.array(taskSchema);

const tagsSchema = z.array(z.enum(TODO_TAG_VALUES)).transform((tags) => [...new Set(tags)]);

export const taskInputSchema = z.object({
  title: z.string().trim().min(1, { error: 'must not be empty' }),
  desc: z.string().default(''),
  isImportant: z.boolean().default(false),
  isStarred: z.boolean().default(false),
  tags: tagsSchema.default([]),
  isCompleted: z.boolean().default(false),
});
export type TaskInput = z.input<typeof taskInputSchema>;

/** POST /api/apps/todo/new-task: `{ task }`; answers 201 `{ id }`. */
export const newTaskBodySchema = z.object({ task: taskInputSchema });
export type NewTaskBody = z.input<typeof newTaskBodySchema>;
export const newTaskResponseSchema = z.object({ id: idSchema });
export type NewTaskResponse = z.infer<typeof newTaskResponseSchema>;

/** POST /api/apps/todo/update-task: `{ task }` with the id and the fields to change. */
export const updateTaskBodySchema = z.object({
  task: z.object({
    id: idSchema,
    title: z.string().trim().min(1, { error: 'must not be empty' }).optional(),
    desc: z.string().optional(),
    isImportant: z.boolean().optional(),
    isStarred: z.boolean().optional(),
    tags: tagsSchema.optional(),
    isCompleted: z.boolean().optional(),
    isTrashed: z.boolean().optional(),
  }),
});
export type UpdateTaskBody = z.input<typeof updateTaskBodySchema>;

/** Answer of update-task and trash-todo. */
export const taskResponseSchema = z.object({ task: taskSchema });
export type TaskResponse = z.infer<typeof taskResponseSchema>;

/**
 * POST /api/app/todo/trash-todo: the body is the task id itself (`3`); the text `"3"` and
 * `{ "id": 3 }` are accepted too.
 */
export const trashTodoBodySchema = z
  .union([idSchema, idParamSchema, z.object({ id: idSchema })], { error: 'body must be a task id' })
  .transform((body) => (typeof body === 'number' ? body : body.id));
export type TrashTodoBody = z.input<typeof trashTodoBodySchema>;
