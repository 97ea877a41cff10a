import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from '@app/common/apps/orders';
import { SkeletonTable } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/status-messages';
import { queryErrorMessage } from '@/lib/api/query-error-message';
import { useGetOrdersQuery } from '../api/orders-api';
import { useMoney } from '../lib/use-money';
import { OrderStatusBadge } from './order-status-badge';

const PER_PAGE = 6;

/** The newest orders with their status, a status filter and paging (the mock pages them). */
export function RecentOrders() {
  const { t, i18n } = useTranslation('ecommerce');
  const money = useMoney();
  const filterId = useId();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, error, refetch } = useGetOrdersQuery(
    { page, perPage: PER_PAGE, status: status || undefined },
    // A checkout elsewhere in the app adds an order: ask again whenever the table shows.
    { refetchOnMountOrArgChange: true },
  );
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  let body;
  if (isError) {
    body = (
      <ErrorState
        compact
        title={t('dashboard.ordersLoadError')}
        message={queryErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  } else if (isLoading || !data) {
    body = <SkeletonTable rows={PER_PAGE} cols={5} />;
  } else if (data.data.length === 0) {
    body = (
      <EmptyState
        compact
        message={
          status
            ? t('dashboard.noOrdersWithStatus', { status: t(`orderStatus.${status}`) })
            : t('dashboard.noOrders')
        }
        actionLabel={status ? t('dashboard.allStatuses') : undefined}
        onAction={status ? () => setStatus('') : undefined}
      />
    );
  } else {
    body = (
      <>
        {/* Scrolls sideways on a phone: focusable so the keyboard can scroll it too. */}
        <div
          className="table-responsive"
          tabIndex={0}
          role="region"
          aria-label={t('dashboard.recentOrders')}
        >
          <table className="table table-sm align-middle mb-2" data-testid="recent-orders">
            <thead>
              <tr>
                <th scope="col">{t('dashboard.order')}</th>
                <th scope="col">{t('dashboard.customer')}</th>
                <th scope="col">{t('dashboard.date')}</th>
                <th scope="col">{t('dashboard.status')}</th>
                <th scope="col" className="text-end">
                  {t('dashboard.total')}
                </th>
              </tr>
            </thead>
            <tbody aria-busy={isFetching || undefined}>
              {data.data.map((order) => (
                <tr key={order.id} data-testid="order-row">
                  <th scope="row" className="fw-semibold text-nowrap">
                    {order.number}
                  </th>
                  <td>
                    <span className="d-block">{order.customer.name}</span>
                    <span className="small text-body-secondary">{order.customer.town}</span>
                  </td>
                  <td className="text-nowrap">
                    <time dateTime={order.createdAt}>
                      {date.format(Date.parse(order.createdAt))}
                    </time>
                  </td>
                  <td>
                    <OrderStatusBadge status={order.status} />
                  </td>
                  <td className="text-end text-nowrap">{money(order.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {data.totalPages > 1 ? (
          <nav
            className="d-flex align-items-center justify-content-end gap-2"
            aria-label={t('dashboard.ordersPages')}
          >
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t('dashboard.previous')}
            </button>
            <span className="small text-body-secondary" aria-live="polite">
              {t('dashboard.pageOf', { page, pages: data.totalPages })}
            </span>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={page >= data.totalPages}
              onClick={() => setPage(page + 1)}
            >
              {t('dashboard.next')}
            </button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <section className="card h-100" aria-labelledby={`${filterId}-title`}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <h2 className="h6 mb-0" id={`${filterId}-title`}>
            {t('dashboard.recentOrders')}
          </h2>
          <div className="d-flex align-items-center gap-2">
            <label htmlFor={filterId} className="small text-body-secondary mb-0">
              {t('dashboard.status')}
            </label>
            <select
              id={filterId}
              className="form-select form-select-sm w-auto"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as OrderStatus | '');
                setPage(1);
              }}
            >
              <option value="">{t('dashboard.allStatuses')}</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`orderStatus.${s}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {body}
      </div>
    </section>
  );
}
