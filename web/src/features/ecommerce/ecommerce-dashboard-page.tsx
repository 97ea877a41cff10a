import './ecommerce.scss';
import { SHOP_CATEGORIES, SHOP_MAX_PAGE_SIZE } from '@app/common/apps/shop';
import { useTranslation } from 'react-i18next';
import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';
import { Link } from 'react-router';
import { SkeletonStats } from '@/components/skeletons';
import { ErrorState } from '@/components/status-messages';
import { useDocumentTheme } from '@/hooks/use-document-theme';
import { queryErrorMessage } from '@/lib/api/query-error-message';
import { useGetShopProductsQuery } from './api/shop-api';
import { RatingStars } from './components/rating-stars';
import { shopStats } from './lib/dashboard-stats';
import { useMoney } from './lib/use-money';

export default function EcommerceDashboardPage() {
  const { t, i18n } = useTranslation('ecommerce');
  const money = useMoney();
  const dark = useDocumentTheme() === 'dark';
  const { data, isLoading, isError, error, refetch } = useGetShopProductsQuery({
    page: 1,
    perPage: SHOP_MAX_PAGE_SIZE,
  });

  if (isError) {
    return (
      <ErrorState
        title={t('dashboard.loadError')}
        message={queryErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (isLoading || !data) return <SkeletonStats count={4} />;

  const stats = shopStats(data.data);
  const number = new Intl.NumberFormat(i18n.language);
  const compactMoney = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'KES',
    notation: 'compact',
  });
  const text = dark ? '#d0d2d6' : '#4b4b4b';
  const base: ApexOptions = {
    chart: { toolbar: { show: false }, background: 'transparent', foreColor: text },
    theme: { mode: dark ? 'dark' : 'light' },
    tooltip: { theme: dark ? 'dark' : 'light' },
  };
  const categories = SHOP_CATEGORIES.map((c) => t(`categories.${c}`));
  const top = [...data.data].sort((a, b) => b.rating - a.rating || b.price - a.price).slice(0, 5);
  const lowStock = data.data
    .filter((p) => p.stock < 5)
    .sort((a, b) => a.stock - b.stock)
    .slice(0, 5);
  const tiles: [string, string][] = [
    [t('dashboard.products'), number.format(stats.products)],
    [t('dashboard.units'), number.format(stats.units)],
    [t('dashboard.stockValue'), compactMoney.format(stats.stockValue)],
    [t('dashboard.averageRating'), number.format(stats.averageRating)],
  ];

  return (
    <div>
      <h1 className="h3 mb-3">{t('dashboard.title')}</h1>
      <div className="row g-3 mb-3">
        {tiles.map(([label, value]) => (
          <div className="col-6 col-lg-3" key={label}>
            <div className="card h-100">
              <div className="card-body">
                <p className="small text-body-secondary mb-1">{label}</p>
                <p className="h4 mb-0">{value}</p>
              </div>
            </div>
          </div>
        ))}
      </div>
      <div className="row g-3 mb-3">
        <div className="col-12 col-lg-7">
          <figure className="card h-100 mb-0">
            <div className="card-body">
              <figcaption className="h6">{t('dashboard.valueByCategory')}</figcaption>
              <Chart
                type="bar"
                height={280}
                series={[
                  {
                    name: t('dashboard.stockValue'),
                    data: SHOP_CATEGORIES.map((c) => Math.round(stats.valueByCategory[c])),
                  },
                ]}
                options={{
                  ...base,
                  colors: ['#5e50ee'],
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
          <figure className="card h-100 mb-0">
            <div className="card-body">
              <figcaption className="h6">{t('dashboard.ratings')}</figcaption>
              <Chart
                type="donut"
                height={280}
                series={stats.ratings}
                options={{
                  ...base,
                  labels: [1, 2, 3, 4, 5].map((n) => t('rating', { count: n })),
                  colors: ['#ea5455', '#ff9f43', '#a8aaae', '#00b8d9', '#28c76f'],
                  legend: { position: 'bottom', labels: { colors: text } },
                  stroke: { colors: [dark ? '#2f3349' : '#ffffff'] },
                }}
              />
            </div>
          </figure>
        </div>
      </div>
      <div className="row g-3">
        <div className="col-12 col-lg-7">
          <div className="card h-100">
            <div className="card-body">
              <h2 className="h6">{t('dashboard.topProducts')}</h2>
              <div className="table-responsive">
                <table className="table table-sm align-middle mb-0">
                  <thead>
                    <tr>
                      <th scope="col">{t('dashboard.product')}</th>
                      <th scope="col">{t('filters.rating')}</th>
                      <th scope="col" className="text-end">
                        {t('dashboard.price')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {top.map((p) => (
                      <tr key={p.id}>
                        <td>
                          <Link to={`/ecommerce/product-detail/${p.id}`}>{p.name}</Link>
                        </td>
                        <td>
                          <RatingStars rating={p.rating} />
                        </td>
                        <td className="text-end text-nowrap">{money(p.price)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          </div>
        </div>
        <div className="col-12 col-lg-5">
          <div className="card h-100">
            <div className="card-body">
              <h2 className="h6">{t('dashboard.lowStock')}</h2>
              <ul className="list-unstyled mb-0">
                {lowStock.map((p) => (
                  <li key={p.id} className="d-flex justify-content-between gap-2 py-1">
                    <Link to={`/ecommerce/product-detail/${p.id}`}>{p.name}</Link>
                    <span className={p.stock === 0 ? 'text-danger' : 'text-body-secondary'}>
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
