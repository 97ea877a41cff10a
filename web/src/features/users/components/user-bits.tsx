import type { UserRecord, UserStatus } from '@app/common/apps/users';
import { useTranslation } from 'react-i18next';

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
