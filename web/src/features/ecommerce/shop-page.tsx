import '@/styles/bootstrap-extras.scss';
import './ecommerce.scss';
import { SHOP_SORTS, type ShopSort } from '@app/common/apps/shop';
import { LayoutGrid, List, Search, SlidersHorizontal } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AppSidebar } from '@/components/app-sidebar';
import { SkeletonBlock } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/status-messages';
import { queryErrorMessage } from '@/lib/api/query-error-message';
import { useGetShopProductsQuery } from './api/shop-api';
import { ProductCard } from './components/product-card';
import { ShopSidebar } from './components/shop-sidebar';
import {
  readShopFilters,
  shopQueryOf,
  writeShopFilters,
  type ShopFilters,
} from './lib/shop-filters';
import { useShopCart } from './store/use-shop-cart';

export default function ShopPage() {
  const { t } = useTranslation('ecommerce');
  const [search, setSearch] = useSearchParams();
  const filters = readShopFilters(search);
  const [showFilters, setShowFilters] = useState(false);
  const [q, setQ] = useState(filters.q);
  const { cart, wishlist } = useShopCart();
  const { data, isFetching, isLoading, isError, error, refetch } = useGetShopProductsQuery(
    shopQueryOf(filters),
  );

  const update = (patch: Partial<ShopFilters>) =>
    setSearch(writeShopFilters({ ...filters, ...patch }), { replace: false });

  useEffect(() => {
    if (q === filters.q) return undefined;
    const timer = window.setTimeout(() => update({ q, page: 1 }), 300);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed words restart the wait
  }, [q]);

  const cartIds = new Set(cart.map((l) => l.id));
  const wishIds = new Set(wishlist.map((p) => p.id));
  const cartCount = cart.reduce((n, l) => n + l.quantity, 0);

  return (
    <div>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{t('shop.title')}</h1>
        <div className="d-flex gap-2">
          <Link to="/ecommerce/wishlist" className="btn btn-outline-secondary btn-sm">
            {t('wishlistCount', { count: wishlist.length })}
          </Link>
          <Link to="/ecommerce/checkout" className="btn btn-primary btn-sm" data-testid="cart-link">
            {t('cartCount', { count: cartCount })}
          </Link>
        </div>
      </div>
      <div className="d-flex gap-4">
        <AppSidebar
          show={showFilters}
          onHide={() => setShowFilters(false)}
          title={t('filters.title')}
          closeLabel={t('filters.close')}
          className="shop-sidebar"
        >
          <ShopSidebar filters={filters} priceRange={data?.priceRange} onChange={update} />
        </AppSidebar>

        <section className="flex-grow-1 min-w-0" aria-labelledby="shop-results-heading">
          {/* The products' titles are h3: on a phone the filters' h2 is in the closed drawer. */}
          <h2 className="visually-hidden" id="shop-results-heading">
            {t('shop.results')}
          </h2>
          <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm d-lg-none"
              onClick={() => setShowFilters(true)}
            >
              <SlidersHorizontal size={16} aria-hidden="true" />
              <span className="ms-1">{t('filters.title')}</span>
            </button>
            <div className="input-group input-group-sm flex-grow-1" style={{ minWidth: '12rem' }}>
              <span className="input-group-text" aria-hidden="true">
                <Search size={16} />
              </span>
              <input
                type="search"
                className="form-control"
                aria-label={t('shop.search')}
                placeholder={t('shop.search')}
                value={q}
                onChange={(e) => setQ(e.target.value)}
              />
            </div>
            <label className="visually-hidden" htmlFor="shop-sort">
              {t('shop.sort')}
            </label>
            <select
              id="shop-sort"
              className="form-select form-select-sm w-auto"
              value={filters.sort}
              onChange={(e) => update({ sort: e.target.value as ShopSort, page: 1 })}
            >
              {SHOP_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`sorts.${s}`)}
                </option>
              ))}
            </select>
            <div className="btn-group btn-group-sm" role="group" aria-label={t('shop.layout')}>
              {(['grid', 'list'] as const).map((layout) => (
                <button
                  key={layout}
                  type="button"
                  className={`btn ${filters.view === layout ? 'btn-primary' : 'btn-outline-primary'}`}
                  aria-pressed={filters.view === layout}
                  aria-label={t(`shop.${layout}`)}
                  title={t(`shop.${layout}`)}
                  onClick={() => update({ view: layout })}
                >
                  {layout === 'grid' ? (
                    <LayoutGrid size={16} aria-hidden="true" />
                  ) : (
                    <List size={16} aria-hidden="true" />
                  )}
                </button>
              ))}
            </div>
          </div>

          <p className="small text-body-secondary mb-2" aria-live="polite" data-testid="shop-count">
            {data ? t('shop.found', { count: data.total }) : '\u00a0'}
          </p>

          {isLoading ? (
            <div className="row g-3">
              {[0, 1, 2].map((n) => (
                <div className="col-12 col-md-6 col-xl-4" key={n}>
                  <SkeletonBlock height={320} />
                </div>
              ))}
            </div>
          ) : isError ? (
            <ErrorState
              title={t('shop.loadError')}
              message={queryErrorMessage(error)}
              onRetry={() => void refetch()}
            />
          ) : data && data.data.length === 0 ? (
            <EmptyState
              message={t('shop.empty')}
              actionLabel={t('filters.clear')}
              onAction={() => {
                setQ('');
                setSearch(new URLSearchParams());
              }}
            />
          ) : data ? (
            <>
              <ul
                className={`list-unstyled row g-3 mb-3 ${isFetching ? 'opacity-75' : ''}`}
                aria-busy={isFetching}
              >
                {data.data.map((product, index) => (
                  <li
                    key={product.id}
                    className={filters.view === 'grid' ? 'col-12 col-sm-6 col-xl-4' : 'col-12'}
                  >
                    <ProductCard
                      product={product}
                      view={filters.view}
                      inCart={cartIds.has(product.id)}
                      inWishlist={wishIds.has(product.id)}
                      isFirst={index === 0}
                    />
                  </li>
                ))}
              </ul>
              {data.totalPages > 1 ? (
                <nav aria-label={t('shop.pages')}>
                  <ul className="pagination pagination-sm flex-wrap justify-content-center">
                    <li className={`page-item ${filters.page <= 1 ? 'disabled' : ''}`}>
                      <button
                        type="button"
                        className="page-link"
                        disabled={filters.page <= 1}
                        onClick={() => update({ page: filters.page - 1 })}
                      >
                        {t('shop.previous')}
                      </button>
                    </li>
                    {Array.from({ length: data.totalPages }, (_, i) => i + 1).map((n) => (
                      <li key={n} className={`page-item ${n === filters.page ? 'active' : ''}`}>
                        <button
                          type="button"
                          className="page-link"
                          aria-current={n === filters.page ? 'page' : undefined}
                          aria-label={t('shop.page', { page: n })}
                          onClick={() => update({ page: n })}
                        >
                          {n}
                        </button>
                      </li>
                    ))}
                    <li
                      className={`page-item ${filters.page >= data.totalPages ? 'disabled' : ''}`}
                    >
                      <button
                        type="button"
                        className="page-link"
                        disabled={filters.page >= data.totalPages}
                        onClick={() => update({ page: filters.page + 1 })}
                      >
                        {t('shop.next')}
                      </button>
                    </li>
                  </ul>
                </nav>
              ) : null}
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}
