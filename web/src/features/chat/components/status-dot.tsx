import { useTranslation } from 'react-i18next';
import type { ChatStatus } from '@app/common/apps/chat';
import type { UserStatus } from '../store/chat-slice';

const TONE: Record<ChatStatus | UserStatus, string> = {
  online: 'success',
  active: 'success',
  away: 'warning',
  'do not disturb': 'danger',
  offline: 'secondary',
};

/** Status keys of the chat namespace (the wire value `do not disturb` has spaces). */
export const statusKey = (status: ChatStatus | UserStatus): string =>
  `status.${status === 'do not disturb' ? 'busy' : status}`;

/** An avatar with its status dot; the status is also named for screen readers. */
export function Avatar({
  src,
  status,
  size = 38,
}: {
  src: string;
  status: ChatStatus | UserStatus;
  size?: number;
}) {
  const { t } = useTranslation('chat');
  return (
    <span className="chat-avatar" style={{ width: size, height: size }}>
      <img src={src} alt="" width={size} height={size} />
      <span className={`status-dot bg-${TONE[status]}`} data-status={status}>
        <span className="visually-hidden">{t(statusKey(status))}</span>
      </span>
    </span>
  );
}
