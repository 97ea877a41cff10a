import type { OrderStatus, Product } from '@app/common/apps/datalist';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/hooks/use-formatters';

const STATUS_COLOURS: Record<OrderStatus, string> = {
  delivered: 'success',
  pending: 'primary',
  'on hold': 'warning',
  canceled: 'danger',
};

/** The order status as a coloured badge, in the visitor's language. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('data-list');
  return (
    <span className={`badge rounded-pill text-bg-${STATUS_COLOURS[status]}`}>
      {t(`statuses.${status}`)}
    </span>
  );
}

/**
 * Popularity as a bar in its colour (75 and up success, 55 primary, 35 warning, else danger),
 * its value named for readers.
 */
export function PopularityBar({ product }: { product: Product }) {
  const { t } = useTranslation('data-list');
  const { popValue, color } = product.popularity;
  const value = Math.round(Math.min(100, Math.max(0, popValue)));
  return (
    <div
      className="progress datalist-popularity"
      role="progressbar"
      aria-label={t('popularityValue', { value })}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className={`progress-bar bg-${color}`} style={{ width: `${value}%` }} />
    </div>
  );
}

/** The price in shillings, written as the shop writes its prices. */
export function Price({ price }: { price: string }) {
  const fmt = useFormatters();
  return <span className="datalist-price">{fmt.moneyCents(Number(price))}</span>;
}
