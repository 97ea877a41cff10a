import { USER_ROLES, USER_STATUSES, type UserRecord } from '@app/common/apps/users';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SkeletonLines } from '@/components/skeletons';
import { ErrorState } from '@/components/status-messages';
import { queryErrorMessage } from '@/lib/api/query-error-message';
import { useGetUserQuery, useGetUsersQuery, useUpdateUserMutation } from './api/users-api';
import { UserIdentity, UserNotFound } from './components/user-bits';
import { useUnsavedChanges } from './hooks/use-unsaved-changes';
import { useUserId } from './hooks/use-user-id';
import {
  changesOf,
  formOf,
  validateUser,
  type UserForm,
  type UserFormErrors,
  type UserFormField,
} from './lib/user-form';

type Tab = 'account' | 'information' | 'social';
const TAB_OF: Partial<Record<UserFormField, Tab>> = {
  website: 'information',
  mobile: 'information',
};

/** Edit a user in three tabs; each field checked with its message; leaving unsaved asks first. */
export default function UserEditPage() {
  const { t } = useTranslation('users');
  const id = useUserId();
  const query = useGetUserQuery(id ?? 0, { skip: id === null });
  if (id === null || (query.error && 'status' in query.error && query.error.status === 404)) {
    return <UserNotFound id={id} listPath="/app/user/list" />;
  }
  if (query.isError) {
    return (
      <ErrorState
        title={t('view.loadFailed')}
        message={queryErrorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) {
    return (
      <div className="card" role="status">
        <div className="card-body">
          <span className="visually-hidden">{t('loading', { ns: 'common' })}</span>
          <SkeletonLines lines={8} />
        </div>
      </div>
    );
  }
  return <EditForm key={query.data.id} user={query.data} />;
}

function EditForm({ user }: { user: UserRecord }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const users = useGetUsersQuery();
  const [updateUser, updateState] = useUpdateUserMutation();
  const [form, setForm] = useState<UserForm>(() => formOf(user));
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [tab, setTab] = useState<Tab>('account');
  const [failure, setFailure] = useState<string | null>(null);
  const changes = useMemo(() => changesOf(user, form), [user, form]);
  const isDirty = Object.keys(changes).length > 0 && !updateState.isSuccess;
  useUnsavedChanges(isDirty, t('edit.unsaved'));

  const set = <K extends keyof UserForm>(key: K, value: UserForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = validateUser(form, user.id, users.data ?? []);
    const wrong = Object.keys(found) as UserFormField[];
    setErrors(found);
    if (wrong.length > 0) {
      const first = wrong[0];
      if (first) {
        setTab(TAB_OF[first] ?? 'account');
        setTimeout(() => document.getElementById(`user-${first}`)?.focus(), 0);
      }
      return;
    }
    try {
      await updateUser({ id: user.id, changes }).unwrap();
      void navigate(`/pages/user/view?id=${user.id}`, { state: { saved: true } });
    } catch (error) {
      setFailure(t('edit.saveFailed', { reason: queryErrorMessage(error) ?? '' }));
    }
  };

  const text = (
    key: Exclude<UserFormField, 'role' | 'status' | 'is_verified' | 'gender' | 'social_links'>,
    type = 'text',
    extra: { autoComplete?: string; inputMode?: 'email' | 'tel' | 'url'; dir?: 'ltr' } = {},
  ) => (
    <Field id={`user-${key}`} label={t(`fields.${key}`)} error={errors[key]}>
      <input
        id={`user-${key}`}
        type={type}
        className={`form-control${errors[key] ? ' is-invalid' : ''}`}
        value={form[key]}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `user-${key}-error` : undefined}
        onChange={(e) => set(key, e.target.value)}
        {...extra}
      />
    </Field>
  );

  return (
    <article aria-labelledby="edit-title">
      <header className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="edit-title" className="h3 mb-0">
          {t('edit.title', { name: user.name })}
        </h1>
        <UserIdentity user={user} />
      </header>
      <form noValidate onSubmit={(e) => void handleSubmit(e)} className="card">
        <div className="card-body">
          <Tabs
            id="user-edit-tabs"
            activeKey={tab}
            onSelect={(k) => setTab((k as Tab | null) ?? 'account')}
            className="mb-3"
            aria-label={t('edit.tabs')}
          >
            <Tab eventKey="account" title={t('view.account')}>
              <div className="row g-3">
                <div className="col-md-6">
                  {text('username', 'text', { autoComplete: 'username' })}
                </div>
                <div className="col-md-6">{text('name', 'text', { autoComplete: 'name' })}</div>
                <div className="col-md-6">
                  {text('email', 'email', { autoComplete: 'email', inputMode: 'email' })}
                </div>
                <div className="col-md-3">
                  <Field id="user-role" label={t('fields.role')}>
                    <select
                      id="user-role"
                      className="form-select"
                      value={form.role}
                      onChange={(e) => set('role', e.target.value as UserForm['role'])}
                    >
                      {USER_ROLES.map((r) => (
                        <option key={r} value={r}>
                          {t(`roles.${r}`)}
                        </option>
                      ))}
                    </select>
                  </Field>
                </div>
                <div className="col-md-3">
                  <Field id="user-status" label={t('fields.status')}>
                    <select
                      id="user-status"
                      className="form-select"
                      value={form.status}
                      onChange={(e) => set('status', e.target.value as UserForm['status'])}
                    >
                      {USER_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {t(`statuses.${s}`)}
                        </option>
                      ))}
                    </select>
                  </Field>
                </div>
                <div className="col-md-6">{text('company')}</div>
                <div className="col-md-6">{text('department')}</div>
                <div className="col-12">
                  <div className="form-check form-switch">
                    <input
                      id="user-is_verified"
                      type="checkbox"
                      role="switch"
                      className="form-check-input"
                      checked={form.is_verified}
                      onChange={(e) => set('is_verified', e.target.checked)}
                    />
                    <label htmlFor="user-is_verified" className="form-check-label">
                      {t('fields.is_verified')}
                    </label>
                  </div>
                </div>
              </div>
            </Tab>
            <Tab eventKey="information" title={t('view.information')}>
              <div className="row g-3">
                <div className="col-md-6">{text('dob', 'date')}</div>
                <div className="col-md-6">
                  <Field id="user-gender" label={t('fields.gender')}>
                    <select
                      id="user-gender"
                      className="form-select"
                      value={form.gender}
                      onChange={(e) => set('gender', e.target.value as UserForm['gender'])}
                    >
                      <option value="female">{t('fields.female')}</option>
                      <option value="male">{t('fields.male')}</option>
                    </select>
                  </Field>
                </div>
                <div className="col-md-6">
                  {text('mobile', 'tel', { autoComplete: 'tel', inputMode: 'tel', dir: 'ltr' })}
                </div>
                <div className="col-md-6">
                  {text('website', 'url', { inputMode: 'url', dir: 'ltr' })}
                </div>
                <div className="col-md-6">
                  {text('country', 'text', { autoComplete: 'country-name' })}
                </div>
              </div>
            </Tab>
            <Tab eventKey="social" title={t('view.social')}>
              <div className="row g-3">
                {(Object.keys(form.social_links) as (keyof UserForm['social_links'])[]).map((k) => (
                  <div key={k} className="col-md-6">
                    <Field id={`user-social-${k}`} label={t(`fields.${k}`)}>
                      <input
                        id={`user-social-${k}`}
                        className="form-control"
                        dir="ltr"
                        value={form.social_links[k]}
                        onChange={(e) =>
                          set('social_links', { ...form.social_links, [k]: e.target.value })
                        }
                      />
                    </Field>
                  </div>
                ))}
              </div>
            </Tab>
          </Tabs>
          {Object.values(errors).some(Boolean) ? (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {t('edit.fixErrors', {
                fields: (Object.keys(errors) as UserFormField[])
                  .filter((k) => errors[k])
                  .map((k) => t(`fields.${k}`))
                  .join(', '),
              })}
            </div>
          ) : null}
          {failure ? (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {failure}
            </div>
          ) : null}
        </div>
        <div className="card-footer bg-transparent d-flex flex-wrap align-items-center gap-2">
          <button type="submit" className="btn btn-primary" disabled={updateState.isLoading}>
            {updateState.isLoading ? t('edit.saving') : t('edit.save')}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={!isDirty}
            onClick={() => {
              setForm(formOf(user));
              setErrors({});
            }}
          >
            {t('edit.reset')}
          </button>
          {isDirty ? (
            <span className="small text-body-secondary" role="status">
              {t('edit.unsavedNote')}
            </span>
          ) : null}
        </div>
      </form>
    </article>
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: { key: string; field?: string };
  children: ReactNode;
}) {
  const { t } = useTranslation('users');
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {t(error.key, { field: error.field ? t(error.field) : '' })}
        </div>
      ) : null}
    </div>
  );
}
