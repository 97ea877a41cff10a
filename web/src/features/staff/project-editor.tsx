import { CircleCheck, PencilLine, RefreshCw } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_STATES } from '@app/common/project-constants';
import type { ProjectDetail } from '@app/common/projects';
import { FieldMessage } from '@/components/form-field';
import { ErrorState } from '@/components/status-messages';
import { useAppDispatch } from '@/lib/store/hooks';
import { noteProjectsChanged, projectsChanged } from '@/lib/store/data-events';
import { useGetEditableProjectQuery, useUpdateProjectMutation } from './api/staff-api';
import { AccessState, accessStatus } from './components/access-state';
import { errorMessage, errorStatus } from './lib/errors';
import {
  initialEditValues,
  NOTE_MAX,
  STALLED_REASON_MAX,
  todayIso,
  validateProjectEdit,
  type ProjectEditErrors,
  type ProjectEditField,
  type ProjectEditValues,
} from './lib/project-edit';
import { ProjectPhotos } from './components/project-photos';

const FIELD_ORDER: ProjectEditField[] = [
  'state',
  'stalledReason',
  'percent',
  'date',
  'note',
  'paid',
];

function Field({
  id,
  label,
  error,
  help,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  help?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="form-label small fw-semibold mb-1">
        {label}
      </label>
      {children}
      {help && !error ? (
        <div id={`${id}-help`} className="form-text mt-1">
          {help}
        </div>
      ) : null}
      <FieldMessage id={id} message={error} />
    </div>
  );
}

function EditForm({
  project,
  etag,
  onSaved,
  onCancel,
  onReload,
}: {
  project: ProjectDetail;
  etag: string | null;
  onSaved: () => void;
  onCancel: () => void;
  /** Fetches the project as it is now (after someone else's change). */
  onReload: () => void;
}) {
  const { t } = useTranslation(['staff', 'projects']);
  const base = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProjectEditValues>(() => initialEditValues(project));
  const [submitted, setSubmitted] = useState(false);
  const [nothingChanged, setNothingChanged] = useState(false);
  const [update, result] = useUpdateProjectMutation();
  const today = todayIso();
  const { errors } = validateProjectEdit(values, project, today);
  const shown: ProjectEditErrors = submitted ? errors : {};

  const idOf = (field: ProjectEditField) => `${base}-${field}`;
  const set = (field: ProjectEditField) => (e: { target: { value: string } }) => {
    setNothingChanged(false);
    setValues((v) => ({ ...v, [field]: e.target.value }));
  };
  const a11y = (field: ProjectEditField, hasHelp = false) => ({
    id: idOf(field),
    'aria-invalid': shown[field] ? true : undefined,
    'aria-describedby': shown[field]
      ? `${idOf(field)}-error`
      : hasHelp
        ? `${idOf(field)}-help`
        : undefined,
  });
  const message = (field: ProjectEditField) =>
    shown[field] ? t(`edit.errors.${shown[field]}`) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const check = validateProjectEdit(values, project, today);
    const firstBad = FIELD_ORDER.find((f) => check.errors[f]);
    if (firstBad) {
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(idOf(firstBad))}`)?.focus();
      return;
    }
    if (Object.keys(check.patch).length === 0) {
      setNothingChanged(true);
      return;
    }
    try {
      await update({ code: project.code, etag, patch: check.patch }).unwrap();
      onSaved();
    } catch {
      /* shown below from the mutation's state */
    }
  };

  const status = errorStatus(result.error);
  const access = accessStatus(status);

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
      <div className="row g-3">
        <div className="col-12 col-md-6">
          <Field id={idOf('state')} label={t('edit.state')} error={message('state')}>
            <select
              className={`form-select ${shown.state ? 'is-invalid' : ''}`}
              value={values.state}
              onChange={set('state')}
              {...a11y('state')}
            >
              {PROJECT_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`projects:states.${s}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="col-12 col-md-6">
          <Field
            id={idOf('paid')}
            label={t('edit.paid')}
            error={message('paid')}
            help={t('edit.paidHelp')}
          >
            <div className="input-group has-validation">
              <span className="input-group-text">KES</span>
              <input
                type="text"
                inputMode="numeric"
                autoComplete="off"
                className={`form-control ${shown.paid ? 'is-invalid' : ''}`}
                value={values.paid}
                onChange={set('paid')}
                {...a11y('paid', true)}
              />
            </div>
          </Field>
        </div>
        {values.state === 'stalled' ? (
          <div className="col-12">
            <Field
              id={idOf('stalledReason')}
              label={
                <>
                  {t('edit.stalledReason')} <span className="text-danger">*</span>
                  <span className="visually-hidden"> ({t('edit.required')})</span>
                </>
              }
              error={message('stalledReason')}
              help={t('edit.stalledReasonHelp')}
            >
              <textarea
                className={`form-control ${shown.stalledReason ? 'is-invalid' : ''}`}
                rows={2}
                maxLength={STALLED_REASON_MAX + 50}
                required
                value={values.stalledReason}
                onChange={set('stalledReason')}
                {...a11y('stalledReason', true)}
              />
            </Field>
          </div>
        ) : null}
        <fieldset className="col-12">
          <legend className="small fw-semibold mb-1">{t('edit.reading')}</legend>
          <p className="form-text mt-0 mb-2">{t('edit.readingHelp')}</p>
          <div className="row g-3">
            <div className="col-6 col-md-3">
              <Field id={idOf('percent')} label={t('edit.percent')} error={message('percent')}>
                <div className="input-group has-validation">
                  <input
                    type="number"
                    min={0}
                    max={100}
                    step={1}
                    className={`form-control ${shown.percent ? 'is-invalid' : ''}`}
                    value={values.percent}
                    onChange={set('percent')}
                    {...a11y('percent')}
                  />
                  <span className="input-group-text">%</span>
                </div>
              </Field>
            </div>
            <div className="col-6 col-md-4">
              <Field
                id={idOf('date')}
                label={t('edit.date')}
                error={message('date')}
                help={t('edit.dateHelp')}
              >
                <input
                  type="date"
                  max={today}
                  className={`form-control ${shown.date ? 'is-invalid' : ''}`}
                  value={values.date}
                  onChange={set('date')}
                  {...a11y('date', true)}
                />
              </Field>
            </div>
            <div className="col-12 col-md-5">
              <Field id={idOf('note')} label={t('edit.note')} error={message('note')}>
                <input
                  type="text"
                  maxLength={NOTE_MAX + 50}
                  className={`form-control ${shown.note ? 'is-invalid' : ''}`}
                  value={values.note}
                  onChange={set('note')}
                  {...a11y('note')}
                />
              </Field>
            </div>
          </div>
        </fieldset>
      </div>

      {nothingChanged ? (
        <p className="small text-body-secondary mt-3 mb-0" role="status">
          {t('edit.nothingChanged')}
        </p>
      ) : null}

      {result.error && !result.isLoading ? (
        access ? (
          <AccessState status={access} />
        ) : status === 412 ? (
          <div className="alert alert-warning mt-3 mb-0" role="alert" data-testid="edit-conflict">
            <p className="fw-semibold mb-1">{t('edit.conflictTitle')}</p>
            <p className="mb-2">{t('edit.conflictBody')}</p>
            <button
              type="button"
              className="btn btn-sm btn-warning d-inline-flex align-items-center gap-1"
              onClick={onReload}
            >
              <RefreshCw size={14} aria-hidden="true" />
              {t('edit.reload')}
            </button>
          </div>
        ) : (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            <p className="fw-semibold mb-1">{t('edit.failed')}</p>
            <p className="mb-0">{errorMessage(result.error) ?? t('edit.failedBody')}</p>
          </div>
        )
      ) : null}

      <div className="d-flex flex-wrap gap-2 mt-3">
        <button type="submit" className="btn btn-primary" disabled={result.isLoading}>
          {result.isLoading ? (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          ) : null}
          {t('edit.save')}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={onCancel}
          disabled={result.isLoading}
        >
          {t('edit.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * The staff's edit form on a project's page: state (with the reason when stalled), a new
 * progress reading and the amount paid. It starts from the server's copy and its ETag, so an
 * edit made meanwhile by someone else is refused (412) instead of overwritten.
 */
export default function ProjectEditor({ code }: { code: string }) {
  const { t } = useTranslation('staff');
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const bodyId = useId();
  // Asked again at every opening: the edit must start from the server's newest copy.
  const editable = useGetEditableProjectQuery(code, {
    skip: !open,
    refetchOnMountOrArgChange: true,
  });
  const status = errorStatus(editable.error);
  const access = accessStatus(status);

  let body: ReactNode = null;
  if (open) {
    if (editable.error && !editable.isFetching) {
      body = access ? (
        <AccessState status={access} />
      ) : (
        <ErrorState
          title={t('edit.loadFailed')}
          message={errorMessage(editable.error) ?? undefined}
          onRetry={() => void editable.refetch()}
        />
      );
    } else if (!editable.data) {
      body = (
        <div role="status" className="d-flex align-items-center gap-2 small">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          {t('edit.loading')}
        </div>
      );
    } else {
      body = (
        <EditForm
          key={editable.data.etag ?? editable.data.project.updatedAt}
          project={editable.data.project}
          etag={editable.data.etag}
          onSaved={() => {
            setSaved(true);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
          onReload={() => {
            // The page's own copy is as old as the form's: both are fetched again.
            noteProjectsChanged();
            dispatch(projectsChanged({ project: { code } }));
            void editable.refetch();
          }}
        />
      );
    }
  }

  return (
    <section className="card mb-4 border-primary-subtle" aria-labelledby={`${bodyId}-title`}>
      <div className="card-header d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h2 id={`${bodyId}-title`} className="h6 mb-0">
          {t('edit.title')}
        </h2>
        {!open ? (
          <button
            type="button"
            className="btn btn-sm btn-primary d-inline-flex align-items-center gap-1"
            aria-expanded={false}
            aria-controls={bodyId}
            onClick={() => {
              setSaved(false);
              setOpen(true);
            }}
          >
            <PencilLine size={14} aria-hidden="true" />
            {t('edit.open')}
          </button>
        ) : null}
      </div>
      <div id={bodyId} className="card-body" hidden={!open && !saved}>
        {saved && !open ? (
          <p className="mb-0 d-flex align-items-center gap-2 text-success-emphasis" role="status">
            <CircleCheck size={18} aria-hidden="true" />
            {t('edit.saved')}
          </p>
        ) : (
          body
        )}
      </div>
      {open ? (
        <div className="card-body border-top">
          <ProjectPhotos code={code} />
        </div>
      ) : null}
    </section>
  );
}
