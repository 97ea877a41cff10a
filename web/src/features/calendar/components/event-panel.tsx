import { Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_LABELS, type CalendarLabelValue } from '@app/common/apps/calendar';
import { SidePanel } from '@/components/side-panel';
import {
  EVENT_TITLE_MAX,
  validateEventDraft,
  withAllDay,
  type EventDraft,
  type EventDraftErrors,
} from '../lib/event-rules';

interface EventPanelProps {
  /** Editing an existing event (with a delete button) or adding one. */
  isEdit: boolean;
  initial: EventDraft;
  onClose: () => void;
  onSubmit: (draft: EventDraft) => void;
  onDelete: () => void;
}

/** The side panel that adds or edits an event. Mount it with a key per event. */
export function EventPanel({ isEdit, initial, onClose, onSubmit, onDelete }: EventPanelProps) {
  const { t } = useTranslation('calendar');
  const [draft, setDraft] = useState<EventDraft>(initial);
  const [errors, setErrors] = useState<EventDraftErrors>({});
  const refs = {
    title: useRef<HTMLInputElement>(null),
    start: useRef<HTMLInputElement>(null),
    end: useRef<HTMLInputElement>(null),
  };
  const inputType = draft.allDay ? 'date' : 'datetime-local';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateEventDraft(draft);
    setErrors(found);
    const first = (['title', 'start', 'end'] as const).find((field) => found[field]);
    if (first) refs[first].current?.focus();
    else if (Object.keys(found).length === 0) onSubmit(draft);
  };

  const field = (name: 'start' | 'end') => (
    <div className="mb-3">
      <label htmlFor={`event-${name}`} className="form-label">
        {t(`form.${name}`)}
      </label>
      <input
        ref={refs[name]}
        id={`event-${name}`}
        type={inputType}
        className={`form-control${errors[name] ? ' is-invalid' : ''}`}
        value={draft[name]}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `event-${name}-error` : undefined}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      />
      {errors[name] ? (
        <div id={`event-${name}-error`} className="invalid-feedback">
          {t(errors[name])}
        </div>
      ) : null}
    </div>
  );

  return (
    <SidePanel
      show
      onHide={onClose}
      title={isEdit ? t('form.editTitle') : t('form.addTitle')}
      closeLabel={t('form.close')}
      className="calendar-panel"
      headerClassName="border-bottom"
    >
      <form noValidate onSubmit={handleSubmit}>
        <div className="mb-3">
          <label htmlFor="event-title" className="form-label">
            {t('form.title')}
          </label>
          <input
            ref={refs.title}
            id="event-title"
            className={`form-control${errors.title ? ' is-invalid' : ''}`}
            value={draft.title}
            maxLength={EVENT_TITLE_MAX + 20}
            required
            autoFocus
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? 'event-title-error' : undefined}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
          />
          {errors.title ? (
            <div id="event-title-error" className="invalid-feedback">
              {t(errors.title)}
            </div>
          ) : null}
        </div>
        <div className="mb-3">
          <label htmlFor="event-label" className="form-label">
            {t('form.label')}
          </label>
          <select
            id="event-label"
            className="form-select"
            value={draft.label}
            onChange={(e) => setDraft({ ...draft, label: e.target.value as CalendarLabelValue })}
          >
            {CALENDAR_LABELS.map((label) => (
              <option key={label.value} value={label.value}>
                {t(`labels.${label.value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-check form-switch mb-3">
          <input
            className="form-check-input"
            type="checkbox"
            role="switch"
            id="event-all-day"
            checked={draft.allDay}
            onChange={() => setDraft(withAllDay(draft, !draft.allDay))}
          />
          <label className="form-check-label" htmlFor="event-all-day">
            {t('form.allDay')}
          </label>
        </div>
        {field('start')}
        {field('end')}
        <div className="d-flex flex-wrap gap-2 mt-4">
          <button type="submit" className="btn btn-primary">
            {isEdit ? t('form.save') : t('form.add')}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t('form.cancel')}
          </button>
          {isEdit ? (
            <button
              type="button"
              className="btn btn-outline-danger ms-auto d-inline-flex align-items-center gap-1"
              onClick={onDelete}
            >
              <Trash2 size={16} aria-hidden="true" />
              {t('form.delete')}
            </button>
          ) : null}
        </div>
      </form>
    </SidePanel>
  );
}
