import './staff.scss';
import type { DepartmentOption } from '@app/common';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  FEEDBACK_KINDS,
  FEEDBACK_STATUSES,
  type ModerationAction,
  type QueueItem,
} from '@app/common/feedback';
import { EmptyState, ErrorState } from '@/components/status-messages';
import { SkeletonLines } from '@/components/skeletons';
import { useFormatters } from '@/hooks/use-formatters';
import {
  useGetFeedbackQueueQuery,
  useGetQueueDepartmentsQuery,
  useModerateFeedbackMutation,
  useRevealContactMutation,
  type QueueFilters,
} from './api/feedback-queue-api';
import { AccessState, accessStatus } from '@/components/access-state';
import { errorMessage, errorStatus } from './lib/errors';

/**
 * The county's departments as options (translated names; any other keeps its own), and `current`
 * too when the list does not (yet) hold it.
 */
function DepartmentOptions({
  departments,
  current,
}: {
  departments: readonly DepartmentOption[];
  current: string | undefined;
}) {
  const { t: tp } = useTranslation('projects');
  return (
    <>
      {departments.map((d) => (
        <option key={d.id} value={d.id}>
          {tp(`departmentNames.${d.id}`, { defaultValue: d.name })}
        </option>
      ))}
      {current && !departments.some((d) => d.id === current) ? (
        <option value={current}>{current}</option>
      ) : null}
    </>
  );
}

/** One item with its actions: publish, hide, route, reply, close, reveal the contact. */
function QueueCard({
  item,
  departments,
}: {
  item: QueueItem;
  departments: readonly DepartmentOption[];
}) {
  const { t } = useTranslation('feedback');
  const fmt = useFormatters();
  const id = useId();
  const [moderate, state] = useModerateFeedbackMutation();
  const [reveal, revealed] = useRevealContactMutation();
  const [reply, setReply] = useState('');
  const [role, setRole] = useState('');
  const [sign, setSign] = useState(false);
  const [reason, setReason] = useState('');
  const [department, setDepartment] = useState(item.departmentSlug);
  const act = (action: ModerationAction) => void moderate({ id: item.id, action });
  const onReply = (e: FormEvent) => {
    e.preventDefault();
    act({ action: 'reply', body: reply, role, signWithName: sign });
  };
  return (
    <li className="card mb-3" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h6">
          <span className="font-monospace">{item.ref}</span> ·{' '}
          <Link to={`/projects/${encodeURIComponent(item.projectCode)}`}>{item.projectTitle}</Link>
        </h2>
        <p className="small text-body-secondary mb-1">
          {t(`kind.${item.kind}`)} · {item.ward} · {item.department} ·{' '}
          {fmt.date(item.createdAt.slice(0, 10))} ·{' '}
          <strong data-testid="queue-status">{t(`status.${item.status}`)}</strong>
        </p>
        <p style={{ whiteSpace: 'pre-line' }}>{item.message}</p>
        {item.photos.length > 0 ? (
          <p className="small">{t('queue.photos', { count: item.photos.length })}</p>
        ) : null}
        {item.hiddenReason ? (
          <p className="small text-warning-emphasis">
            {t('queue.hiddenReason', { reason: item.hiddenReason })}
          </p>
        ) : null}
        {item.replies.map((r) => (
          <p key={r.at} className="border-start border-3 ps-2 small">
            {t('list.reply', { department: r.department, role: r.role })}: {r.body}
          </p>
        ))}
        {item.notice !== 'none' ? (
          <p className="small text-body-secondary">{t(`queue.notice.${item.notice}`)}</p>
        ) : null}
        {state.error ? (
          <p className="alert alert-danger py-2" role="alert">
            {errorMessage(state.error)}
          </p>
        ) : null}
        <div className="d-flex flex-wrap gap-2 mb-3">
          {item.state !== 'published' ? (
            <button
              type="button"
              className="btn btn-success btn-sm tap-target"
              onClick={() => act({ action: 'publish' })}
              disabled={state.isLoading}
            >
              {t('queue.publish')}
            </button>
          ) : null}
          {item.state !== 'closed' ? (
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm tap-target"
              onClick={() => act({ action: 'close' })}
              disabled={state.isLoading}
            >
              {t('queue.close')}
            </button>
          ) : null}
          {item.hasContact.phone || item.hasContact.email ? (
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm tap-target"
              onClick={() => void reveal(item.id)}
            >
              {t('queue.reveal')}
            </button>
          ) : null}
        </div>
        {revealed.data ? (
          <p className="small" dir="ltr">
            {[revealed.data.phone, revealed.data.email].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        <details className="mb-2">
          <summary>{t('queue.hide')}</summary>
          <div className="input-group mt-2">
            <input
              className="form-control"
              aria-label={t('queue.reason')}
              placeholder={t('queue.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <button
              type="button"
              className="btn btn-outline-danger tap-target"
              disabled={reason.trim().length < 3}
              onClick={() => act({ action: 'hide', reason })}
            >
              {t('queue.hide')}
            </button>
          </div>
        </details>
        <details className="mb-2">
          <summary>{t('queue.route')}</summary>
          <div className="input-group mt-2">
            <select
              className="form-select"
              aria-label={t('queue.route')}
              value={department}
              onChange={(e) => setDepartment(e.target.value)}
            >
              <DepartmentOptions departments={departments} current={department} />
            </select>
            <button
              type="button"
              className="btn btn-outline-primary tap-target"
              onClick={() => act({ action: 'route', department })}
            >
              {t('queue.route')}
            </button>
          </div>
        </details>
        <form onSubmit={onReply} className="mt-3">
          <label htmlFor={`${id}-reply`} className="form-label">
            {t('queue.reply')}
          </label>
          <textarea
            id={`${id}-reply`}
            className="form-control mb-2"
            rows={3}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            required
          />
          <label htmlFor={`${id}-role`} className="form-label">
            {t('queue.role')}
          </label>
          <input
            id={`${id}-role`}
            className="form-control mb-2"
            value={role}
            onChange={(e) => setRole(e.target.value)}
            required
          />
          <div className="form-check mb-2">
            <input
              id={`${id}-sign`}
              type="checkbox"
              className="form-check-input"
              checked={sign}
              onChange={(e) => setSign(e.target.checked)}
            />
            <label htmlFor={`${id}-sign`} className="form-check-label">
              {t('queue.signWithName')}
            </label>
          </div>
          <button
            type="submit"
            className="btn btn-primary btn-sm tap-target"
            disabled={state.isLoading}
          >
            {t('queue.sendReply')}
          </button>
        </form>
      </div>
    </li>
  );
}

/** One of the queue's filters: its label above its control (`id` is the control's). */
function FilterCell({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="col-6 col-md-4 col-xl">
      <label className="form-label small" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

const FILTERS = ['status', 'kind', 'ward', 'department', 'project'] as const;

/** The moderation queue (editors and admins): oldest first, with filters. */
export default function FeedbackQueuePage() {
  const { t } = useTranslation('feedback');
  const departments = useGetQueueDepartmentsQuery().data ?? [];
  const [params, setParams] = useSearchParams();
  const filters: QueueFilters = { page: Number(params.get('page') ?? '1') || 1 };
  for (const key of FILTERS) filters[key] = params.get(key) ?? undefined;
  const queue = useGetFeedbackQueueQuery(filters);
  const status = accessStatus(errorStatus(queue.error));
  const set = (key: (typeof FILTERS)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };
  return (
    <div data-testid="feedback-queue">
      <h1 className="h3">{t('queue.title')}</h1>
      <p className="text-body-secondary">{t('queue.intro')}</p>
      <div className="row g-2 mb-3">
        <FilterCell id="queue-status" label={t('follow.status')}>
          <select
            id="queue-status"
            className="form-select"
            value={filters.status ?? ''}
            onChange={(e) => set('status', e.target.value)}
          >
            <option value="">{t('queue.allOpen')}</option>
            {FEEDBACK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </FilterCell>
        <FilterCell id="queue-kind" label={t('form.kind')}>
          <select
            id="queue-kind"
            className="form-select"
            value={filters.kind ?? ''}
            onChange={(e) => set('kind', e.target.value)}
          >
            <option value="">{t('queue.allKinds')}</option>
            {FEEDBACK_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}`)}
              </option>
            ))}
          </select>
        </FilterCell>
        <FilterCell id="queue-ward" label={t('queue.ward')}>
          <input
            id="queue-ward"
            className="form-control"
            defaultValue={filters.ward ?? ''}
            onBlur={(e) => set('ward', e.target.value.trim())}
          />
        </FilterCell>
        <FilterCell id="queue-department" label={t('queue.department')}>
          <select
            id="queue-department"
            className="form-select"
            value={filters.department ?? ''}
            onChange={(e) => set('department', e.target.value)}
          >
            <option value="">{t('queue.allDepartments')}</option>
            <DepartmentOptions departments={departments} current={filters.department} />
          </select>
        </FilterCell>
        <FilterCell id="queue-project" label={t('follow.project')}>
          <input
            id="queue-project"
            className="form-control"
            defaultValue={filters.project ?? ''}
            onBlur={(e) => set('project', e.target.value.trim())}
          />
        </FilterCell>
      </div>
      {status ? <AccessState status={status} /> : null}
      {queue.isLoading ? <SkeletonLines lines={5} /> : null}
      {queue.error && !status ? (
        <ErrorState
          title={t('queue.error')}
          message={errorMessage(queue.error) ?? undefined}
          onRetry={() => void queue.refetch()}
        />
      ) : null}
      {queue.data ? (
        <>
          {!queue.data.emailConfigured ? (
            <p className="alert alert-info">{t('queue.noEmail')}</p>
          ) : null}
          <p>{t('queue.count', { count: queue.data.total })}</p>
          {queue.data.items.length === 0 ? (
            <EmptyState message={t('queue.empty')} />
          ) : (
            <ul className="list-unstyled">
              {queue.data.items.map((item) => (
                <QueueCard key={item.id} item={item} departments={departments} />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </div>
  );
}
