import { RotateCcw, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TODO_TAGS, type Task } from '@app/common/apps/todo';
import { SidePanel } from '@/components/side-panel';
import {
  DESC_MAX,
  TITLE_MAX,
  emptyDraft,
  toggleTag,
  validateDraft,
  type DraftErrors,
  type TaskDraft,
} from '../lib/task-rules';

const FLAGS = ['isCompleted', 'isStarred', 'isImportant'] as const;

interface TaskPanelProps {
  /** The task being edited; undefined for a new one. */
  task?: Task;
  onClose: () => void;
  onSubmit: (draft: TaskDraft) => void;
  onTrash: (task: Task) => void;
  onRestore: (task: Task) => void;
}

const draftOf = (task?: Task): TaskDraft =>
  task
    ? {
        title: task.title,
        desc: task.desc,
        tags: [...task.tags],
        isCompleted: task.isCompleted,
        isStarred: task.isStarred,
        isImportant: task.isImportant,
      }
    : emptyDraft();

/** The side panel that adds a task or edits one. Mount it with a key per task. */
export function TaskPanel({ task, onClose, onSubmit, onTrash, onRestore }: TaskPanelProps) {
  const { t } = useTranslation('todo');
  const [draft, setDraft] = useState<TaskDraft>(() => draftOf(task));
  const [errors, setErrors] = useState<DraftErrors>({});
  const titleRef = useRef<HTMLInputElement>(null);
  const descRef = useRef<HTMLTextAreaElement>(null);
  const formId = task ? `todo-edit-${task.id}` : 'todo-new';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    if (found.title) titleRef.current?.focus();
    else if (found.desc) descRef.current?.focus();
    if (Object.keys(found).length === 0) onSubmit(draft);
  };

  return (
    <SidePanel
      show
      onHide={onClose}
      title={task ? t('form.editTitle') : t('form.addTitle')}
      closeLabel={t('form.close')}
      className="todo-panel"
      headerClassName="border-bottom"
    >
      <form id={formId} noValidate onSubmit={handleSubmit}>
        <div className="mb-3">
          <label htmlFor={`${formId}-name`} className="form-label">
            {t('form.title')}
          </label>
          <input
            ref={titleRef}
            id={`${formId}-name`}
            className={`form-control${errors.title ? ' is-invalid' : ''}`}
            value={draft.title}
            maxLength={TITLE_MAX + 20}
            required
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? `${formId}-name-error` : undefined}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
            autoFocus
          />
          {errors.title ? (
            <div id={`${formId}-name-error`} className="invalid-feedback">
              {t(errors.title)}
            </div>
          ) : null}
        </div>
        <div className="mb-3">
          <label htmlFor={`${formId}-desc`} className="form-label">
            {t('form.desc')}
          </label>
          <textarea
            ref={descRef}
            id={`${formId}-desc`}
            className={`form-control${errors.desc ? ' is-invalid' : ''}`}
            rows={4}
            value={draft.desc}
            aria-invalid={errors.desc ? true : undefined}
            aria-describedby={`${formId}-desc-hint${errors.desc ? ` ${formId}-desc-error` : ''}`}
            onChange={(e) => setDraft({ ...draft, desc: e.target.value })}
          />
          <div id={`${formId}-desc-hint`} className="form-text">
            {t('form.descHint', { max: DESC_MAX })}
          </div>
          {errors.desc ? (
            <div id={`${formId}-desc-error`} className="invalid-feedback d-block">
              {t(errors.desc)}
            </div>
          ) : null}
        </div>
        <fieldset className="mb-3">
          <legend className="form-label fs-6 mb-2">{t('form.tags')}</legend>
          <div className="d-flex flex-wrap gap-3">
            {TODO_TAGS.map((tag) => (
              <div className="form-check" key={tag.value}>
                <input
                  className="form-check-input"
                  type="checkbox"
                  id={`${formId}-tag-${tag.value}`}
                  checked={draft.tags.includes(tag.value)}
                  onChange={() => setDraft({ ...draft, tags: toggleTag(draft.tags, tag.value) })}
                />
                <label className="form-check-label" htmlFor={`${formId}-tag-${tag.value}`}>
                  {t(`tags.${tag.value}`)}
                </label>
              </div>
            ))}
          </div>
          {errors.tags ? <div className="invalid-feedback d-block">{t(errors.tags)}</div> : null}
        </fieldset>
        <fieldset className="mb-4">
          <legend className="form-label fs-6 mb-2">{t('form.flags')}</legend>
          {FLAGS.map((flag) => (
            <div className="form-check form-switch" key={flag}>
              <input
                className="form-check-input"
                type="checkbox"
                role="switch"
                id={`${formId}-${flag}`}
                checked={draft[flag]}
                onChange={() => setDraft({ ...draft, [flag]: !draft[flag] })}
              />
              <label className="form-check-label" htmlFor={`${formId}-${flag}`}>
                {t(`form.${flag}`)}
              </label>
            </div>
          ))}
        </fieldset>
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary">
            {task ? t('form.save') : t('form.add')}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t('form.cancel')}
          </button>
          {task && !task.isTrashed ? (
            <button
              type="button"
              className="btn btn-outline-danger ms-auto d-inline-flex align-items-center gap-1"
              onClick={() => onTrash(task)}
            >
              <Trash2 size={16} aria-hidden="true" />
              {t('task.trash')}
            </button>
          ) : null}
          {task?.isTrashed ? (
            <button
              type="button"
              className="btn btn-outline-success ms-auto d-inline-flex align-items-center gap-1"
              onClick={() => onRestore(task)}
            >
              <RotateCcw size={16} aria-hidden="true" />
              {t('task.restore')}
            </button>
          ) : null}
        </div>
      </form>
    </SidePanel>
  );
}
