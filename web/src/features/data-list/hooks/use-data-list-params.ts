import {
  DATALIST_PAGE_SIZES,
  ORDER_STATUSES,
  PRODUCT_CATEGORIES,
  type OrderStatus,
  type ProductCategory,
} from '@app/common/apps/datalist';
import { useCallback, useMemo } from 'react';
import { useSearchParamsUpdate } from '@/hooks/use-search-params-update';
import type { ProductsQuery } from '../api/data-list-api';

/** The orders the list offers, each a sort column and direction of the API. */
export const SORT_OPTIONS = {
  newest: { sort: 'id', dir: 'desc' },
  name: { sort: 'name', dir: 'asc' },
  priceAsc: { sort: 'price', dir: 'asc' },
  priceDesc: { sort: 'price', dir: 'desc' },
  popularity: { sort: 'popularity', dir: 'desc' },
} as const satisfies Record<string, Pick<ProductsQuery, 'sort' | 'dir'>>;
export type SortOption = keyof typeof SORT_OPTIONS;

export const DEFAULT_PER_PAGE = 10;

export interface DataListParams {
  page: number;
  perPage: number;
  q: string;
  category: ProductCategory | '';
  status: OrderStatus | '';
  order: SortOption;
}

const isOneOf = <T extends string | number>(list: readonly T[], v: unknown): v is T =>
  list.includes(v as T);

/** Reads the list's state from an address's query; anything unknown falls back to its default. */
export function readParams(search: URLSearchParams): DataListParams {
  const page = Number(search.get('page'));
  const perPage = Number(search.get('perPage'));
  const category = search.get('category');
  const status = search.get('status');
  const order = search.get('sort');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: isOneOf(DATALIST_PAGE_SIZES, perPage) ? perPage : DEFAULT_PER_PAGE,
    q: (search.get('q') ?? '').slice(0, 100),
    category: isOneOf(PRODUCT_CATEGORIES, category) ? category : '',
    status: isOneOf(ORDER_STATUSES, status) ? status : '',
    order: order !== null && order in SORT_OPTIONS ? (order as SortOption) : 'newest',
  };
}

/** The API query for the list's state. */
export function toQuery(p: DataListParams): ProductsQuery {
  return {
    page: p.page,
    perPage: p.perPage,
    q: p.q.trim() || undefined,
    category: p.category || undefined,
    status: p.status || undefined,
    ...SORT_OPTIONS[p.order],
  };
}

/** The address's query with `changes` applied; a change of anything but the page goes back to page 1. */
export function withChanges(
  search: URLSearchParams,
  changes: Partial<DataListParams>,
): URLSearchParams {
  const next = { ...readParams(search), ...changes };
  if (!('page' in changes)) next.page = 1;
  const out = new URLSearchParams();
  if (next.page > 1) out.set('page', String(next.page));
  if (next.perPage !== DEFAULT_PER_PAGE) out.set('perPage', String(next.perPage));
  if (next.q) out.set('q', next.q);
  if (next.category) out.set('category', next.category);
  if (next.status) out.set('status', next.status);
  if (next.order !== 'newest') out.set('sort', next.order);
  return out;
}

/**
 * The list's page, size, search, filters and order, kept in the address. `update` is stable and
 * always applies its changes to the newest address (useSearchParamsUpdate): a search box's
 * delayed update keeps the filters chosen while it waited, and one that lands after "Clear the
 * filters" does not bring the old ones back.
 */
export function useDataListParams() {
  const [search, updateSearch] = useSearchParamsUpdate();
  const params = useMemo(() => readParams(search), [search]);
  const update = useCallback(
    (changes: Partial<DataListParams>) => updateSearch((current) => withChanges(current, changes)),
    [updateSearch],
  );
  return { params, update };
}
