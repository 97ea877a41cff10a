import { CircleCheck, PencilLine, RefreshCw } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_STATES } from '@app/common/project-constants';
import type { ProjectDetail } from '@app/common/projects';
import { FieldLabel, FieldMessage, TextField } from '@/components/form-field';
import { ErrorState } from '@/components/status-messages';
import { useZodForm, type FieldErrors } from '@/hooks/use-zod-form';
import { staffErrorIssues } from '@/lib/api/staff-api';
import { useAppDispatch } from '@/lib/store/hooks';
import { noteProjectsChanged, projectsChanged } from '@/lib/store/data-events';
import { useGetEditableProjectQuery, useUpdateProjectMutation } from './api/staff-api';
import { AccessState, accessStatus } from '@/components/access-state';
import { errorMessage, errorStatus } from './lib/errors';
import {
  EDIT_ERROR_PREFIX,
  editFieldOf,
  initialEditValues,
  NOTE_MAX,
  projectEditSchema,
  STALLED_REASON_MAX,
  todayIso,
  validateProjectEdit,
  type ProjectEditField,
  type ProjectEditValues,
} from './lib/project-edit';
import { ProjectPhotos } from './components/project-photos';

/** The fields a change of each one checks again (their rules read it too). */
const CHECKED_WITH: Partial<Record<ProjectEditField, ProjectEditField[]>> = {
  state: ['stalledReason'],
  percent: ['date', 'note'],
  date: ['percent', 'note'],
  note: ['percent', 'date'],
};

/** The server's 400 field messages, on the form's fields; null when it named none of them. */
function serverFieldErrors(error: unknown): FieldErrors<ProjectEditField> | null {
  if (errorStatus(error) !== 400) return null;
  const errors: FieldErrors<ProjectEditField> = {};
  for (const issue of staffErrorIssues(error)) {
    const field = editFieldOf(issue.field ?? issue.path, issue.message);
    if (field) errors[field] ??= issue.message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
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
  const today = todayIso();
  const schema = useMemo(() => projectEditSchema(project, today), [project, today]);
  const form = useZodForm<ProjectEditValues>(schema, initialEditValues(project));
  const [nothingChanged, setNothingChanged] = useState(false);
  // The server's refusal is on its fields: the form-level alert then says nothing more.
  const [isOnFields, setOnFields] = useState(false);
  const [update, result] = useUpdateProjectMutation();
  const isStalled = form.watch('state') === 'stalled';

  const idOf = (field: ProjectEditField) => `${base}-${field}`;
  const field = (name: ProjectEditField) =>
    form.register(name, {
      deps: CHECKED_WITH[name],
      onChange: () => setNothingChanged(false),
    });
  // The form's own messages are keys; the server's arrive as text and show as given.
  const message = (name: ProjectEditField) => {
    const text = form.messageOf(name);
    return text?.startsWith(EDIT_ERROR_PREFIX) ? t(text) : text;
  };

  const onValid = async (
    values: ProjectEditValues,
  ): Promise<FieldErrors<ProjectEditField> | null> => {
    const { patch } = validateProjectEdit(values, project, today);
    if (Object.keys(patch).length === 0) {
      setNothingChanged(true);
      return null;
    }
    setOnFields(false);
    try {
      await update({ code: project.code, etag, patch }).unwrap();
      onSaved();
      return null;
    } catch (error) {
      const errors = serverFieldErrors(error);
      setOnFields(errors !== null);
      return errors;
    }
  };

  const status = errorStatus(result.error);
  const access = accessStatus(status);
  const stateError = message('state');
  const reasonError = message('stalledReason');
  const reasonId = idOf('stalledReason');

  return (
    <form onSubmit={(event) => void form.onSubmit(onValid)(event)} noValidate>
      <div className="row g-3">
        <div className="col-12 col-md-6">
          <FieldLabel id={idOf('state')} label={t('edit.state')} />
          <select
            id={idOf('state')}
            className={`form-select${stateError ? ' is-invalid' : ''}`}
            aria-invalid={stateError ? true : undefined}
            aria-describedby={stateError ? `${idOf('state')}-error` : undefined}
            {...field('state')}
          >
            {PROJECT_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`projects:states.${s}`)}
              </option>
            ))}
          </select>
          <FieldMessage id={idOf('state')} message={stateError} />
        </div>
        <div className="col-12 col-md-6">
          <TextField
            id={idOf('paid')}
            label={t('edit.paid')}
            startText="KES"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            error={message('paid')}
            hint={t('edit.paidHelp')}
            {...field('paid')}
          />
        </div>
        {isStalled ? (
          <div className="col-12">
            <label htmlFor={reasonId} className="form-label">
              {t('edit.stalledReason')} <span className="text-danger">*</span>
              <span className="visually-hidden"> ({t('edit.required')})</span>
            </label>
            <textarea
              id={reasonId}
              className={`form-control${reasonError ? ' is-invalid' : ''}`}
              rows={2}
              maxLength={STALLED_REASON_MAX + 50}
              required
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={
                reasonError ? `${reasonId}-error ${reasonId}-hint` : `${reasonId}-hint`
              }
              {...field('stalledReason')}
            />
            <FieldMessage id={reasonId} message={reasonError} />
            <div id={`${reasonId}-hint`} className="form-text">
              {t('edit.stalledReasonHelp')}
            </div>
          </div>
        ) : null}
        <fieldset className="col-12">
          <legend className="small fw-semibold mb-1">{t('edit.reading')}</legend>
          <p className="form-text mt-0 mb-2">{t('edit.readingHelp')}</p>
          <div className="row g-3">
            <div className="col-6 col-md-3">
              <TextField
                id={idOf('percent')}
                label={t('edit.percent')}
                endText="%"
                type="number"
                min={0}
                max={100}
                step={1}
                error={message('percent')}
                {...field('percent')}
              />
            </div>
            <div className="col-6 col-md-4">
              <TextField
                id={idOf('date')}
                label={t('edit.date')}
                type="date"
                max={today}
                error={message('date')}
                hint={t('edit.dateHelp')}
                {...field('date')}
              />
            </div>
            <div className="col-12 col-md-5">
              <TextField
                id={idOf('note')}
                label={t('edit.note')}
                type="text"
                maxLength={NOTE_MAX + 50}
                error={message('note')}
                {...field('note')}
              />
            </div>
          </div>
        </fieldset>
      </div>

      {nothingChanged ? (
        <p className="small text-body-secondary mt-3 mb-0" role="status">
          {t('edit.nothingChanged')}
        </p>
      ) : null}

      {result.error && !result.isLoading && !isOnFields ? (
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
