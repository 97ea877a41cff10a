import type { UserRecord, UserStatus } from '@app/common/apps/users';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '@/components/status-messages';

const STATUS_COLOURS: Record<UserStatus, string> = {
  active: 'success',
  blocked: 'danger',
  deactivated: 'secondary',
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('users');
  return (
    <span className={`badge rounded-pill text-bg-${STATUS_COLOURS[status]}`}>
      {t(`statuses.${status}`)}
    </span>
  );
}

/** Avatar, name and username, the name linking where given. */
export function UserIdentity({ user, size = 36 }: { user: UserRecord; size?: number }) {
  return (
    <span className="d-inline-flex align-items-center gap-2 min-w-0">
      <img src={user.avatar} alt="" width={size} height={size} className="rounded-circle" />
      <span className="min-w-0">
        <span className="d-block fw-semibold text-truncate">{user.name}</span>
        <span className="d-block small text-body-secondary text-truncate">@{user.username}</span>
      </span>
    </span>
  );
}

/** An address naming no user: the page still says where it is, and leads back to the list. */
export function UserNotFound({ id, listPath }: { id: number | null; listPath: string }) {
  const { t } = useTranslation('users');
  return (
    <article aria-labelledby="user-not-found-title">
      <h1 id="user-not-found-title" className="h3">
        {t('view.notFoundTitle')}
      </h1>
      <div className="card">
        <div className="card-body">
          <ErrorState title={t('view.notFound', { id: id ?? '?' })} />
          <div className="text-center">
            <Link
              to={listPath}
              className="btn btn-outline-secondary d-inline-flex align-items-center gap-1"
            >
              <Users size={16} aria-hidden="true" />
              {t('view.backToList')}
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
