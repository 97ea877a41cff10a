import './ecommerce.scss';
import { ORDER_STATUSES, type OrderSummary } from '@app/common/apps/orders';
import { SHOP_CATEGORIES, SHOP_MAX_PAGE_SIZE } from '@app/common/apps/shop';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/hooks/use-formatters';
import type { ApexOptions } from 'apexcharts';
import Chart from '@/components/charts/apex-chart';
import { Link } from 'react-router';
import { SkeletonBlock, SkeletonStats } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/status-messages';
import { useDocumentTheme } from '@/hooks/use-document-theme';
import { queryErrorMessage } from '@/lib/api/query-error-message';
import { useGetOrderSummaryQuery } from './api/orders-api';
import { useGetShopProductsQuery } from './api/shop-api';
import { STATUS_COLOUR } from './components/order-status-badge';
import { RecentOrders } from './components/recent-orders';
import { shopStats } from './lib/dashboard-stats';
import { useMoney } from './lib/use-money';

/** Bootstrap's theme colours as the charts need them (ApexCharts takes no CSS variables). */
const COLOUR: Record<string, string> = {
  warning: '#ff9f43',
  info: '#00b8d9',
  primary: '#5e50ee',
  success: '#28c76f',
  danger: '#ea5455',
};

function Tile({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="col-6 col-lg-3">
      <div className="card h-100">
        <div className="card-body">
          <p className="small text-body-secondary mb-1">{label}</p>
          <p className="h4 mb-0 text-break" data-testid={testId}>
            {value}
          </p>
        </div>
      </div>
    </div>
  );
}

/** Revenue per month as an area chart, with the same figures as a table for screen readers. */
function RevenueChart({ summary, base }: { summary: OrderSummary; base: ApexOptions }) {
  const { t, i18n } = useTranslation('ecommerce');
  const money = useMoney();
  const monthName = new Intl.DateTimeFormat(i18n.language, {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact' });
  const months = summary.revenueByMonth.map((m) => monthName.format(Date.parse(`${m.month}-01`)));
  return (
    <>
      <Chart
        type="area"
        height={280}
        series={[
          { name: t('dashboard.revenue'), data: summary.revenueByMonth.map((m) => m.revenue) },
        ]}
        options={{
          ...base,
          colors: [COLOUR.primary ?? '#5e50ee'],
          xaxis: { categories: months },
          yaxis: { labels: { formatter: (v: number) => compact.format(v) } },
          tooltip: { ...base.tooltip, y: { formatter: (v: number) => money(v) } },
          dataLabels: { enabled: false },
          stroke: { curve: 'smooth', width: 2 },
        }}
      />
      <table className="visually-hidden">
        <caption>{t('dashboard.revenueByMonth')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.month')}</th>
            <th scope="col">{t('dashboard.orders')}</th>
            <th scope="col">{t('dashboard.revenue')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.revenueByMonth.map((m, i) => (
            <tr key={m.month}>
              <th scope="row">{months[i]}</th>
              <td>{m.orders}</td>
              <td>{money(m.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export default function EcommerceDashboardPage() {
  const { t, i18n } = useTranslation('ecommerce');
  const money = useMoney();
  // Whole shillings under the portal's one label, so a figure fits its tile on a phone.
  const fmt = useFormatters();
  const dark = useDocumentTheme() === 'dark';
  const products = useGetShopProductsQuery({ page: 1, perPage: SHOP_MAX_PAGE_SIZE });
  // Checkouts add orders while the app runs: the figures are asked for each time the page opens.
  const orders = useGetOrderSummaryQuery(undefined, { refetchOnMountOrArgChange: true });

  const failed = products.isError ? products : orders.isError ? orders : null;
  if (failed) {
    return (
      <div>
        <h1 className="h3 mb-3">{t('dashboard.title')}</h1>
        <ErrorState
          title={t('dashboard.loadError')}
          message={queryErrorMessage(failed.error)}
          onRetry={() => {
            if (products.isError) void products.refetch();
            if (orders.isError) void orders.refetch();
          }}
        />
      </div>
    );
  }
  if (!products.data || !orders.data) {
    return (
      <div aria-busy="true">
        <h1 className="h3 mb-3">{t('dashboard.title')}</h1>
        <SkeletonStats count={4} />
        <div className="mt-3">
          <SkeletonBlock height={280} />
        </div>
      </div>
    );
  }

  const stats = shopStats(products.data.data);
  const summary = orders.data;
  const number = new Intl.NumberFormat(i18n.language);
  const text = dark ? '#d0d2d6' : '#4b4b4b';
  const base: ApexOptions = {
    chart: { toolbar: { show: false }, background: 'transparent', foreColor: text },
    theme: { mode: dark ? 'dark' : 'light' },
    tooltip: { theme: dark ? 'dark' : 'light' },
  };
  const categories = SHOP_CATEGORIES.map((c) => t(`categories.${c}`));
  const lowStock = products.data.data
    .filter((p) => p.stock < 5)
    .sort((a, b) => a.stock - b.stock)
    .slice(0, 5);
  const hasOrders = summary.orders > 0;

  return (
    <div>
      <h1 className="h3 mb-3">{t('dashboard.title')}</h1>
      <div className="row g-3 mb-3">
        <Tile
          label={t('dashboard.orders')}
          value={number.format(summary.orders)}
          testId="kpi-orders"
        />
        <Tile
          label={t('dashboard.revenue')}
          value={fmt.moneyCompact(summary.revenue)}
          testId="kpi-revenue"
        />
        <Tile
          label={t('dashboard.averageOrder')}
          value={fmt.money(summary.averageOrder)}
          testId="kpi-average"
        />
        <Tile
          label={t('dashboard.stockValue')}
          value={fmt.moneyCompact(stats.stockValue)}
          testId="kpi-stock"
        />
      </div>
      <div className="row g-3 mb-3">
        <div className="col-12 col-lg-8">
          <figure className="card h-100 mb-0">
            <div className="card-body">
              <figcaption className="h6">{t('dashboard.revenueByMonth')}</figcaption>
              {hasOrders ? (
                <RevenueChart summary={summary} base={base} />
              ) : (
                <EmptyState compact message={t('dashboard.noOrders')} />
              )}
            </div>
          </figure>
        </div>
        <div className="col-12 col-lg-4">
          <figure className="card h-100 mb-0">
            <div className="card-body">
              <figcaption className="h6">{t('dashboard.ordersByStatus')}</figcaption>
              {hasOrders ? (
                <Chart
                  type="donut"
                  height={280}
                  series={ORDER_STATUSES.map((s) => summary.byStatus[s])}
                  options={{
                    ...base,
                    labels: ORDER_STATUSES.map((s) => t(`orderStatus.${s}`)),
                    colors: ORDER_STATUSES.map((s) => COLOUR[STATUS_COLOUR[s]] ?? '#a8aaae'),
                    legend: { position: 'bottom', labels: { colors: text } },
                    stroke: { colors: [dark ? '#2f3349' : '#ffffff'] },
                  }}
                />
              ) : (
                <EmptyState compact message={t('dashboard.noOrders')} />
              )}
            </div>
          </figure>
        </div>
      </div>
      <div className="row g-3 mb-3">
        <div className="col-12 col-xl-8">
          <RecentOrders />
        </div>
        <div className="col-12 col-xl-4">
          <section className="card h-100" aria-labelledby="ecommerce-top-products">
            <div className="card-body">
              <h2 className="h6" id="ecommerce-top-products">
                {t('dashboard.topProducts')}
              </h2>
              {summary.topProducts.length === 0 ? (
                <EmptyState compact message={t('dashboard.noSales')} />
              ) : (
                <ol className="list-unstyled mb-0" data-testid="top-products">
                  {summary.topProducts.map((p) => (
                    <li key={p.productId} className="d-flex justify-content-between gap-2 py-1">
                      <span>
                        <Link to={`/ecommerce/product-detail/${p.productId}`}>{p.name}</Link>
                        <span className="d-block small text-body-secondary">
                          {t('dashboard.unitsSold', { count: p.units })}
                        </span>
                      </span>
                      <span className="text-nowrap">{money(p.revenue)}</span>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </section>
        </div>
      </div>
      <div className="row g-3">
        <div className="col-12 col-lg-7">
          <figure className="card h-100 mb-0">
            <div className="card-body">
              <figcaption className="h6">{t('dashboard.valueByCategory')}</figcaption>
              <Chart
                type="bar"
                height={260}
                series={[
                  {
                    name: t('dashboard.stockValue'),
                    data: SHOP_CATEGORIES.map((c) => Math.round(stats.valueByCategory[c])),
                  },
                ]}
                options={{
                  ...base,
                  colors: [COLOUR.primary ?? '#5e50ee'],
                  xaxis: { categories },
                  yaxis: { labels: { formatter: (v: number) => number.format(v) } },
                  dataLabels: { enabled: false },
                  plotOptions: { bar: { borderRadius: 4, columnWidth: '50%' } },
                }}
              />
            </div>
          </figure>
        </div>
        <div className="col-12 col-lg-5">
          <div className="card h-100">
            <div className="card-body">
              <h2 className="h6">{t('dashboard.lowStock')}</h2>
              <ul className="list-unstyled mb-0">
                {lowStock.map((p) => (
                  <li key={p.id} className="d-flex justify-content-between gap-2 py-1">
                    <Link to={`/ecommerce/product-detail/${p.id}`}>{p.name}</Link>
                    <span
                      className={p.stock === 0 ? 'text-danger-emphasis' : 'text-body-secondary'}
                    >
                      {p.stock === 0 ? t('soldOut') : t('inStock', { count: p.stock })}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
