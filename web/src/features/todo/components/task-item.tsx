import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Info, RotateCcw, Star, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TODO_TAGS, type Task } from '@app/common/apps/todo';
import type { TaskFlag } from '../lib/task-rules';

const TAG_COLORS = new Map(TODO_TAGS.map((tag) => [tag.value, tag.color]));

export interface TaskActions {
  onToggle: (task: Task, flag: TaskFlag) => void;
  onTrash: (task: Task) => void;
  onRestore: (task: Task) => void;
  onEdit: (task: Task) => void;
}

interface TaskItemProps extends TaskActions {
  task: Task;
  isPending: boolean;
  canDrag: boolean;
}

/** One task: drag handle, completed box, title (opens the editor), tags and quick actions. */
export function TaskItem({
  task,
  isPending,
  canDrag,
  onToggle,
  onTrash,
  onRestore,
  onEdit,
}: TaskItemProps) {
  const { t } = useTranslation('todo');
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: task.id, disabled: !canDrag || isPending });
  const locked = isPending || task.isTrashed;
  const checkboxId = `todo-done-${task.id}`;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`todo-item d-flex align-items-center gap-2 px-2 px-sm-3 py-2${isDragging ? ' is-dragging' : ''}`}
      data-testid="todo-item"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="btn btn-sm todo-icon-btn todo-handle"
        aria-label={t('task.drag', { title: task.title })}
        disabled={!canDrag || isPending}
        {...attributes}
        {...listeners}
      >
        <GripVertical size={16} aria-hidden="true" />
      </button>
      <input
        id={checkboxId}
        type="checkbox"
        className="form-check-input mt-0 flex-shrink-0"
        checked={task.isCompleted}
        disabled={locked}
        onChange={() => onToggle(task, 'isCompleted')}
        aria-label={t('task.complete', { title: task.title })}
      />
      <button
        type="button"
        className={`todo-title btn btn-link text-start text-decoration-none p-0 flex-grow-1 min-w-0${
          task.isCompleted ? ' is-completed' : ''
        }`}
        onClick={() => onEdit(task)}
        disabled={isPending}
        aria-label={t('task.edit', { title: task.title })}
      >
        <span className="d-block text-truncate">{task.title}</span>
        {task.desc ? (
          <span className="todo-desc d-block text-truncate small">{task.desc}</span>
        ) : null}
      </button>
      {isPending ? (
        <span className="small text-body-secondary flex-shrink-0" role="status">
          {t('list.saving')}
        </span>
      ) : null}
      <span className="todo-tags d-none d-md-flex gap-1 flex-shrink-0">
        {task.tags.map((tag) => (
          <span
            key={tag}
            className={`badge rounded-pill bg-${TAG_COLORS.get(tag) ?? 'secondary'}-subtle text-${
              TAG_COLORS.get(tag) ?? 'secondary'
            }-emphasis`}
          >
            {t(`tags.${tag}`)}
          </span>
        ))}
      </span>
      <span className="d-flex flex-shrink-0">
        <button
          type="button"
          className={`btn btn-sm todo-icon-btn${task.isStarred ? ' is-on-star' : ''}`}
          aria-pressed={task.isStarred}
          aria-label={t('task.starred')}
          title={task.isStarred ? t('task.unstar') : t('task.star')}
          disabled={locked}
          onClick={() => onToggle(task, 'isStarred')}
        >
          <Star size={16} aria-hidden="true" fill={task.isStarred ? 'currentColor' : 'none'} />
        </button>
        <button
          type="button"
          className={`btn btn-sm todo-icon-btn${task.isImportant ? ' is-on-important' : ''}`}
          aria-pressed={task.isImportant}
          aria-label={t('task.importantMark')}
          title={task.isImportant ? t('task.notImportant') : t('task.important')}
          disabled={locked}
          onClick={() => onToggle(task, 'isImportant')}
        >
          <Info size={16} aria-hidden="true" fill={task.isImportant ? 'currentColor' : 'none'} />
        </button>
        {task.isTrashed ? (
          <button
            type="button"
            className="btn btn-sm todo-icon-btn"
            aria-label={t('task.restore')}
            title={t('task.restore')}
            disabled={isPending}
            onClick={() => onRestore(task)}
          >
            <RotateCcw size={16} aria-hidden="true" />
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-sm todo-icon-btn"
            aria-label={t('task.trash')}
            title={t('task.trash')}
            disabled={isPending}
            onClick={() => onTrash(task)}
          >
            <Trash2 size={16} aria-hidden="true" />
          </button>
        )}
      </span>
    </li>
  );
}
