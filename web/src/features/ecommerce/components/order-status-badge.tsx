import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@app/common/apps/orders';

/** Badge colours by status (text-bg-* keeps the text readable on each). */
export const STATUS_COLOUR: Record<OrderStatus, string> = {
  pending: 'warning',
  processing: 'info',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'danger',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('ecommerce');
  return (
    <span className={`badge rounded-pill text-bg-${STATUS_COLOUR[status]}`} data-status={status}>
      {t(`orderStatus.${status}`)}
    </span>
  );
}
