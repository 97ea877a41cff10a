import { USER_ROLES, USER_STATUSES, type UserRole, type UserStatus } from '@app/common/apps/users';
import { ArrowDown, ArrowUp, ArrowUpDown, Download, Eye, Pencil } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Pager } from '@/components/pager';
import { useSearchParamsUpdate } from '@/hooks/use-search-params-update';
import { SearchField } from '@/components/search-field';
import { SelectField } from '@/components/select-field';
import { EmptyState, ErrorState, LoadingState } from '@/components/status-messages';
import { queryErrorMessage } from '@/lib/api/query-error-message';
import { useGetUsersQuery } from './api/users-api';
import { UserIdentity, UserStatusBadge } from './components/user-bits';
import {
  csvFileName,
  filterUsers,
  sortUsers,
  usersToCsv,
  type UserFilters,
  type UserSort,
  type UserSortKey,
} from './lib/user-list';

const PAGE_SIZE = 10;
const COLUMNS: { key: UserSortKey; label: string; className?: string }[] = [
  { key: 'name', label: 'list.col.user' },
  { key: 'email', label: 'list.col.email', className: 'd-none d-lg-table-cell' },
  { key: 'role', label: 'list.col.role', className: 'd-none d-md-table-cell' },
  { key: 'department', label: 'list.col.department', className: 'd-none d-xl-table-cell' },
  { key: 'status', label: 'list.col.status' },
];

function readFilters(search: URLSearchParams): UserFilters {
  const role = search.get('role') ?? '';
  const status = search.get('status') ?? '';
  const verified = search.get('verified') ?? '';
  return {
    q: search.get('q') ?? '',
    role: (USER_ROLES as readonly string[]).includes(role) ? (role as UserRole) : '',
    status: (USER_STATUSES as readonly string[]).includes(status) ? (status as UserStatus) : '',
    verified: verified === 'yes' || verified === 'no' ? verified : '',
    department: search.get('department') ?? '',
  };
}

/** The user list: filters, search, sort and page in the address; the shown rows export as CSV. */
export default function UserListPage() {
  const { t, i18n } = useTranslation('users');
  const { pathname } = useLocation();
  // The /app/ and /pages/ screens are the same; links stay under the one in use.
  const base = pathname.startsWith('/app/') ? '/app/user' : '/pages/user';
  const [search, updateSearch] = useSearchParamsUpdate();
  const filters = readFilters(search);
  const sort: UserSort = {
    key: (COLUMNS.find((c) => c.key === search.get('sort'))?.key ?? 'name') as UserSortKey,
    dir: search.get('dir') === 'desc' ? 'desc' : 'asc',
  };
  const page = Math.max(1, Number(search.get('page')) || 1);
  const query = useGetUsersQuery();
  const [searchText, setSearchText] = useState(filters.q);

  // Two choices before the next render both stay (useSearchParamsUpdate).
  const set = (changes: Record<string, string>) =>
    updateSearch((next) => {
      for (const [k, v] of Object.entries(changes)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });

  const departments = useMemo(
    () => [...new Set((query.data ?? []).map((u) => u.department))].sort(),
    [query.data],
  );
  const rows = useMemo(
    () => sortUsers(filterUsers(query.data ?? [], filters), sort, i18n.language),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filters are read from the address
    [query.data, search, i18n.language],
  );
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const hasFilters = Object.values(filters).some(Boolean);

  const handleExport = () => {
    const blob = new Blob([`\uFEFF${usersToCsv(rows)}`], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = csvFileName(filters, new Date());
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const sortButton = (key: UserSortKey, label: string) => {
    const active = sort.key === key;
    const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
    return (
      <button
        type="button"
        className="btn btn-link p-0 text-reset fw-semibold text-decoration-none d-inline-flex align-items-center gap-1"
        onClick={() => set({ sort: key, dir: active && sort.dir === 'asc' ? 'desc' : '' })}
      >
        {label}
        <Icon size={14} aria-hidden="true" className={active ? '' : 'opacity-50'} />
      </button>
    );
  };

  return (
    <article aria-labelledby="users-title">
      <header className="mb-3">
        <h1 id="users-title" className="h3 mb-1">
          {t('list.title')}
        </h1>
        <p className="text-body-secondary mb-0">{t('list.intro')}</p>
      </header>
      <section className="card" aria-labelledby="users-title">
        <div className="card-body border-bottom">
          <form
            className="row g-2"
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              set({ q: searchText.trim() });
            }}
          >
            <div className="col-12 col-md toolbar-search">
              <SearchField
                id="users-search"
                label={t('list.search')}
                value={searchText}
                onChange={(text) => {
                  setSearchText(text);
                  set({ q: text.trim() });
                }}
              />
            </div>
            <div className="col-12 col-sm-6 col-md-auto">
              <SelectField
                id="users-role"
                label={t('list.role')}
                value={filters.role}
                anyLabel={t('list.allRoles')}
                options={USER_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
                onChange={(v) => set({ role: v })}
              />
            </div>
            <div className="col-12 col-sm-6 col-md-auto">
              <SelectField
                id="users-status"
                label={t('list.status')}
                value={filters.status}
                anyLabel={t('list.allStatuses')}
                options={USER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
                onChange={(v) => set({ status: v })}
              />
            </div>
            <div className="col-12 col-sm-6 col-md-auto">
              <SelectField
                id="users-verified"
                label={t('list.verified')}
                value={filters.verified}
                anyLabel={t('list.anyVerified')}
                options={[
                  { value: 'yes', label: t('list.onlyVerified') },
                  { value: 'no', label: t('list.onlyUnverified') },
                ]}
                onChange={(v) => set({ verified: v })}
              />
            </div>
            <div className="col-12 col-sm-6 col-md-auto">
              <SelectField
                id="users-department"
                label={t('list.department')}
                value={filters.department}
                anyLabel={t('list.allDepartments')}
                options={departments.map((d) => ({ value: d, label: d }))}
                onChange={(v) => set({ department: v })}
              />
            </div>
          </form>
        </div>
        {query.isLoading ? (
          <LoadingState rows={8} cols={4} />
        ) : query.isError ? (
          <ErrorState
            title={t('list.loadFailed')}
            message={queryErrorMessage(query.error)}
            onRetry={() => void query.refetch()}
          />
        ) : rows.length === 0 ? (
          <EmptyState
            message={t('list.empty')}
            actionLabel={hasFilters ? t('list.clear') : undefined}
            onAction={() => {
              setSearchText('');
              updateSearch(() => new URLSearchParams());
            }}
          />
        ) : (
          <div className="table-responsive">
            <table className="table table-hover align-middle mb-0" data-testid="users-table">
              <thead>
                <tr>
                  {COLUMNS.map((c) => (
                    <th
                      key={c.key}
                      scope="col"
                      className={c.className}
                      aria-sort={
                        sort.key === c.key
                          ? sort.dir === 'asc'
                            ? 'ascending'
                            : 'descending'
                          : undefined
                      }
                    >
                      {sortButton(c.key, t(c.label))}
                    </th>
                  ))}
                  <th scope="col" className="text-end">
                    <span className="visually-hidden">{t('list.col.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((u) => (
                  <tr key={u.id} data-testid="user-row" data-user-id={u.id}>
                    <td>
                      <UserIdentity user={u} />
                    </td>
                    <td className="d-none d-lg-table-cell text-break">{u.email}</td>
                    <td className="d-none d-md-table-cell">{t(`roles.${u.role}`)}</td>
                    <td className="d-none d-xl-table-cell">{u.department}</td>
                    <td>
                      <UserStatusBadge status={u.status} />
                    </td>
                    <td className="text-end text-nowrap">
                      <Link
                        to={`${base}/view?id=${u.id}`}
                        className="btn btn-sm btn-icon"
                        aria-label={t('list.view', { name: u.name })}
                        title={t('list.view', { name: u.name })}
                      >
                        <Eye size={16} aria-hidden="true" />
                      </Link>
                      <Link
                        to={`/app/user/edit?id=${u.id}`}
                        className="btn btn-sm btn-icon"
                        aria-label={t('list.edit', { name: u.name })}
                        title={t('list.edit', { name: u.name })}
                      >
                        <Pencil size={16} aria-hidden="true" />
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {rows.length > 0 ? (
          <div className="card-footer bg-transparent d-flex flex-wrap align-items-center justify-content-between gap-2">
            <span className="small text-body-secondary" data-testid="users-summary">
              {t('list.shown', {
                from: (current - 1) * PAGE_SIZE + 1,
                to: (current - 1) * PAGE_SIZE + shown.length,
                count: rows.length,
              })}
            </span>
            <div className="d-flex align-items-center gap-2">
              <Pager
                page={current}
                pages={pages}
                onPage={(p) => set({ page: p === 1 ? '' : String(p) })}
                label={t('list.pages')}
                previousLabel={t('list.previous')}
                nextLabel={t('list.next')}
              />
              <button
                type="button"
                className="btn btn-sm btn-outline-primary d-inline-flex align-items-center gap-1"
                onClick={handleExport}
              >
                <Download size={14} aria-hidden="true" />
                {t('list.export', { count: rows.length })}
              </button>
            </div>
          </div>
        ) : null}
      </section>
    </article>
  );
}
