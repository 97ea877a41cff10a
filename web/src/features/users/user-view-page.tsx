import { PERMISSION_ACTIONS, PERMISSION_SUBJECTS, type UserRecord } from '@app/common/apps/users';
import { Check, Minus, Pencil, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SkeletonLines } from '@/components/skeletons';
import { useFormatters } from '@/hooks/use-formatters';
import { ErrorState } from '@/components/status-messages';
import { queryErrorMessage } from '@/lib/api/query-error-message';
import { useGetUserQuery } from './api/users-api';
import { UserIdentity, UserNotFound, UserStatusBadge } from './components/user-bits';
import { useUserId } from './hooks/use-user-id';

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="row mb-0 small">
      {items.map(([label, value]) => (
        <div key={label} className="col-12 col-sm-6 mb-2">
          <dt className="text-body-secondary fw-normal">{label}</dt>
          <dd className="mb-0 text-break">{value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One card of the view, titled, in a column of the given width on wide screens. */
function InfoCard({
  id,
  title,
  width,
  children,
}: {
  id: string;
  title: string;
  width: number;
  children: ReactNode;
}) {
  return (
    <section className={`col-12 col-lg-${width}`} aria-labelledby={id}>
      <div className="card h-100">
        <div className="card-body">
          <h2 id={id} className="h5">
            {title}
          </h2>
          {children}
        </div>
      </div>
    </section>
  );
}

/** One user: account, information, social links and permissions. */
export default function UserViewPage() {
  const { t } = useTranslation('users');
  const fmt = useFormatters();
  const id = useUserId();
  const { pathname } = useLocation();
  const base = pathname.startsWith('/app/') ? '/app/user' : '/pages/user';
  const query = useGetUserQuery(id ?? 0, { skip: id === null });

  if (id === null || (query.error && 'status' in query.error && query.error.status === 404)) {
    return <UserNotFound id={id} listPath={`${base}/list`} />;
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
  const user: UserRecord | undefined = query.data;
  if (!user) {
    return (
      <div className="card" role="status">
        <div className="card-body">
          <span className="visually-hidden">{t('loading', { ns: 'common' })}</span>
          <SkeletonLines lines={8} />
        </div>
      </div>
    );
  }
  const dob = fmt.date(user.dob);
  const socials = Object.entries(user.social_links) as [keyof UserRecord['social_links'], string][];

  return (
    <article aria-labelledby="user-title">
      <header className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 id="user-title" className="h3 mb-0">
          {user.name}
        </h1>
        <div className="d-flex gap-2">
          <Link
            to={`${base}/list`}
            className="btn btn-outline-secondary d-inline-flex align-items-center gap-1"
          >
            <Users size={16} aria-hidden="true" />
            {t('view.backToList')}
          </Link>
          <Link
            to={`/app/user/edit?id=${user.id}`}
            className="btn btn-primary d-inline-flex align-items-center gap-1"
          >
            <Pencil size={16} aria-hidden="true" />
            {t('view.edit')}
          </Link>
        </div>
      </header>
      <div className="row g-3">
        <InfoCard id="user-account" title={t('view.account')} width={5}>
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
            <UserIdentity user={user} size={56} />
            <UserStatusBadge status={user.status} />
          </div>
          <Facts
            items={[
              [t('fields.email'), user.email],
              [t('fields.role'), t(`roles.${user.role}`)],
              [
                t('fields.is_verified'),
                user.is_verified ? t('view.verified') : t('view.notVerified'),
              ],
              [t('fields.company'), user.company],
              [t('fields.department'), user.department],
              [t('fields.mobile'), <span dir="ltr">{user.mobile}</span>],
            ]}
          />
        </InfoCard>
        <InfoCard id="user-information" title={t('view.information')} width={7}>
          <Facts
            items={[
              [t('fields.dob'), dob],
              [t('fields.gender'), t(`fields.${user.gender}`)],
              [t('fields.country'), user.country],
              [t('fields.languages_known'), user.languages_known.join(', ')],
              [t('fields.contact_options'), user.contact_options.join(', ')],
              [
                t('fields.website'),
                user.website ? (
                  <a href={user.website} target="_blank" rel="noreferrer noopener">
                    {user.website}
                  </a>
                ) : (
                  ''
                ),
              ],
              [
                t('fields.address'),
                [user.location.add_line_1, user.location.add_line_2, user.location.post_code]
                  .filter(Boolean)
                  .join(', '),
              ],
              [t('fields.city'), `${user.location.city}, ${user.location.state}`],
            ]}
          />
        </InfoCard>
        <InfoCard id="user-social" title={t('view.social')} width={5}>
          <Facts items={socials.map(([k, v]) => [t(`fields.${k}`), v])} />
        </InfoCard>
        <InfoCard id="user-permissions" title={t('view.permissions')} width={7}>
          <div className="table-responsive">
            <table className="table table-sm align-middle mb-0" data-testid="permissions">
              <thead>
                <tr>
                  <th scope="col">{t('view.module')}</th>
                  {PERMISSION_ACTIONS.map((a) => (
                    <th key={a} scope="col" className="text-center">
                      {t(`perm.${a}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {PERMISSION_SUBJECTS.map((s) => (
                  <tr key={s}>
                    <th scope="row">{t(`perm.${s}`)}</th>
                    {PERMISSION_ACTIONS.map((a) => {
                      const allowed = user.permissions[s][a];
                      return (
                        <td key={a} className="text-center">
                          {allowed ? (
                            <Check size={16} className="text-success" aria-hidden="true" />
                          ) : (
                            <Minus size={16} className="text-body-secondary" aria-hidden="true" />
                          )}
                          <span className="visually-hidden">
                            {allowed ? t('view.yes') : t('view.no')}
                          </span>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </InfoCard>
      </div>
    </article>
  );
}
