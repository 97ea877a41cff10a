import '@/styles/bootstrap-extras.scss';
import './data-list.scss';
import {
  DATALIST_PAGE_SIZES,
  ORDER_STATUSES,
  PRODUCT_CATEGORIES,
  type OrderStatus,
  type Product,
  type ProductCategory,
} from '@app/common/apps/datalist';
import { LayoutGrid, List, Plus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Pager } from '@/components/pager';
import { SearchField } from '@/components/search-field';
import { SelectField } from '@/components/select-field';
import { EmptyState, ErrorState, LoadingState } from '@/components/status-messages';
import { queryErrorMessage } from '@/lib/api/query-error-message';
import {
  useAddProductMutation,
  useDeleteProductsMutation,
  useGetProductsQuery,
  useUpdateProductMutation,
} from './api/data-list-api';
import { ConfirmDelete } from './components/confirm-delete';
import { ProductCards } from './components/product-cards';
import { ProductPanel } from './components/product-panel';
import { ProductTable } from './components/product-table';
import {
  SORT_OPTIONS,
  toQuery,
  useDataListParams,
  type SortOption,
} from './hooks/use-data-list-params';
import { EMPTY_FORM, formOf, type ProductFields, type ProductForm } from './lib/product-form';

type View = 'list' | 'thumb';

const VIEW_PATHS: Record<View, string> = {
  list: '/data-list/list-view',
  thumb: '/data-list/thumb-view',
};

interface Notice {
  kind: 'success' | 'danger';
  text: string;
}

/** The data list: the sample products paged by the (mock) server, as a table or as cards. */
export function DataListPage({ view }: { view: View }) {
  const { t } = useTranslation('data-list');
  const { search } = useLocation();
  const { params, update } = useDataListParams();
  const query = useGetProductsQuery(toQuery(params));
  const [addProduct, addState] = useAddProductMutation();
  const [updateProduct, updateState] = useUpdateProductMutation();
  const [deleteProducts] = useDeleteProductsMutation();

  const [searchText, setSearchText] = useState(params.q);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [editing, setEditing] = useState<{ form: ProductForm; id: number | null } | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [doomed, setDoomed] = useState<Product[] | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  // The search box updates the address a moment after typing stops. Only typing does: the box
  // emptied by "Clear the filters" has nothing to write.
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current || searchText === params.q) return;
    const timer = window.setTimeout(() => {
      typed.current = false;
      update({ q: searchText });
    }, 300);
    return () => window.clearTimeout(timer);
  }, [searchText, params.q, update]);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), 6000);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const rows = useMemo(() => query.data?.data ?? [], [query.data]);
  const pages = query.data?.totalPages ?? 0;
  const total = query.data?.total ?? rows.length;
  // Only rows on screen stay selected.
  const visibleSelected = useMemo(
    () => new Set(rows.filter((r) => selected.has(r.id)).map((r) => r.id)),
    [rows, selected],
  );
  const hasFilters = params.q !== '' || params.category !== '' || params.status !== '';

  const handleSave = async (fields: ProductFields) => {
    if (!editing) return;
    setSaveError(null);
    try {
      if (editing.id === null) await addProduct(fields).unwrap();
      else await updateProduct({ id: editing.id, ...fields }).unwrap();
      setEditing(null);
      setNotice({ kind: 'success', text: t('saved', { name: fields.name }) });
      // A new product is first in the newest-first order.
      if (editing.id === null && (params.page !== 1 || params.order !== 'newest')) {
        update({ page: 1, order: 'newest' });
      }
    } catch (error) {
      setSaveError(t('error.saveFailed', { reason: queryErrorMessage(error) ?? '' }));
    }
  };

  const handleDelete = async () => {
    if (!doomed) return;
    const ids = doomed.map((p) => p.id);
    setDoomed(null);
    try {
      await deleteProducts(ids).unwrap();
      setSelected((s) => new Set([...s].filter((id) => !ids.includes(id))));
      setNotice({ kind: 'success', text: t('deleted', { count: ids.length }) });
    } catch (error) {
      setNotice({
        kind: 'danger',
        text: t('error.deleteFailed', { reason: queryErrorMessage(error) ?? '' }),
      });
    }
  };

  const viewProps = {
    products: rows,
    selected: visibleSelected,
    onSelect: (id: number, isSelected: boolean) =>
      setSelected((s) => {
        const next = new Set(s);
        if (isSelected) next.add(id);
        else next.delete(id);
        return next;
      }),
    onSelectAll: (isSelected: boolean) =>
      setSelected(isSelected ? new Set(rows.map((r) => r.id)) : new Set()),
    onEdit: (p: Product) => {
      setSaveError(null);
      setEditing({ form: formOf(p), id: p.id });
    },
    onDelete: (p: Product) => setDoomed([p]),
  };

  return (
    <article className="datalist-page" aria-labelledby="datalist-title">
      <header className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
        <div>
          <h1 id="datalist-title" className="h3 mb-1">
            {t('title')}
          </h1>
          <p className="text-body-secondary mb-0">{t('intro')}</p>
        </div>
        <nav className="nav nav-pills" aria-label={t('title')}>
          {(['list', 'thumb'] as const).map((v) => (
            <Link
              key={v}
              to={`${VIEW_PATHS[v]}${search}`}
              className={`nav-link d-inline-flex align-items-center gap-1${v === view ? ' active' : ''}`}
              aria-current={v === view ? 'page' : undefined}
            >
              {v === 'list' ? (
                <List size={16} aria-hidden="true" />
              ) : (
                <LayoutGrid size={16} aria-hidden="true" />
              )}
              {v === 'list' ? t('listView') : t('thumbView')}
            </Link>
          ))}
        </nav>
      </header>

      <div aria-live="polite" className="datalist-notice">
        {notice ? (
          <div className={`alert alert-${notice.kind} py-2`} role="status">
            {notice.text}
          </div>
        ) : null}
      </div>

      <section className="card" aria-label={t('title')}>
        <div className="card-body border-bottom d-flex flex-column gap-2">
          <div className="row g-2">
            <div className="col-12 col-md toolbar-search">
              <SearchField
                id="datalist-search"
                label={t('search')}
                value={searchText}
                onChange={(text) => {
                  typed.current = true;
                  setSearchText(text);
                }}
              />
            </div>
            <div className="col-12 col-sm-6 col-md-auto">
              <SelectField
                id="datalist-category"
                label={t('category')}
                value={params.category}
                anyLabel={t('allCategories')}
                options={PRODUCT_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
                onChange={(v) => update({ category: v as ProductCategory | '' })}
              />
            </div>
            <div className="col-12 col-sm-6 col-md-auto">
              <SelectField
                id="datalist-status"
                label={t('status')}
                value={params.status}
                anyLabel={t('allStatuses')}
                options={ORDER_STATUSES.map((v) => ({ value: v, label: t(`statuses.${v}`) }))}
                onChange={(v) => update({ status: v as OrderStatus | '' })}
              />
            </div>
            <div className="col col-md-auto">
              <SelectField
                id="datalist-sort"
                label={t('sortBy')}
                value={params.order}
                options={(Object.keys(SORT_OPTIONS) as SortOption[]).map((o) => ({
                  value: o,
                  label: t(`sort.${o === 'newest' ? 'id' : o}`),
                }))}
                onChange={(v) => update({ order: v as SortOption })}
              />
            </div>
            <div className="col-auto">
              <SelectField
                id="datalist-per-page"
                label={t('perPage')}
                title={t('perPage')}
                value={params.perPage}
                options={DATALIST_PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
                onChange={(v) => update({ perPage: Number(v) })}
              />
            </div>
            <div className="col-12 col-md-auto d-flex gap-2 justify-content-md-end">
              <button
                type="button"
                className="btn btn-primary d-inline-flex align-items-center gap-1 text-nowrap"
                onClick={() => {
                  setSaveError(null);
                  setEditing({ form: EMPTY_FORM, id: null });
                }}
              >
                <Plus size={16} aria-hidden="true" />
                {t('add')}
              </button>
            </div>
          </div>
          {visibleSelected.size > 0 ? (
            <div>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger d-inline-flex align-items-center gap-1"
                onClick={() => setDoomed(rows.filter((r) => visibleSelected.has(r.id)))}
              >
                <Trash2 size={14} aria-hidden="true" />
                {t('deleteSelected', { count: visibleSelected.size })}
              </button>
            </div>
          ) : null}
        </div>

        <div className={view === 'list' ? '' : 'card-body'} aria-busy={query.isFetching}>
          {query.isLoading ? (
            <LoadingState rows={Math.min(params.perPage, 10)} cols={5} />
          ) : query.isError && !query.data ? (
            <ErrorState
              title={t('loadFailed')}
              message={queryErrorMessage(query.error)}
              onRetry={() => void query.refetch()}
            />
          ) : rows.length === 0 ? (
            <EmptyState
              message={t('empty')}
              actionLabel={hasFilters ? t('clearFilters') : undefined}
              onAction={
                hasFilters
                  ? () => {
                      typed.current = false;
                      setSearchText('');
                      update({ q: '', category: '', status: '' });
                    }
                  : undefined
              }
            />
          ) : view === 'list' ? (
            <ProductTable {...viewProps} />
          ) : (
            <ProductCards {...viewProps} />
          )}
        </div>

        {rows.length > 0 ? (
          <div className="card-footer bg-transparent d-flex flex-wrap justify-content-between align-items-center gap-2">
            <span className="small text-body-secondary" data-testid="datalist-summary">
              {t('rows', { count: total })} · {t('pageOf', { page: params.page, pages })}
            </span>
            <Pager
              page={params.page}
              pages={pages}
              onPage={(page) => update({ page })}
              label={t('pagination')}
              previousLabel={t('previous')}
              nextLabel={t('next')}
              pageLabel={(page) => t('goToPage', { page })}
            />
          </div>
        ) : null}
      </section>

      <ProductPanel
        initial={editing?.form ?? null}
        isEdit={editing?.id !== null && editing !== null}
        isSaving={addState.isLoading || updateState.isLoading}
        saveError={saveError}
        onSave={(fields) => void handleSave(fields)}
        onClose={() => setEditing(null)}
      />
      <ConfirmDelete
        names={doomed?.map((p) => p.name) ?? null}
        onConfirm={() => void handleDelete()}
        onCancel={() => setDoomed(null)}
      />
    </article>
  );
}
