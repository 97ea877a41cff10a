import {
  SHOP_BRANDS,
  SHOP_CATEGORIES,
  SHOP_SORTS,
  type ShopBrand,
  type ShopCategory,
  type ShopSort,
} from '@app/common/apps/shop';
import type { ShopQuery } from '../api/shop-api';

export const SHOP_PAGE_SIZE = 9;

export interface ShopFilters {
  q: string;
  category: ShopCategory[];
  brand: ShopBrand[];
  minPrice?: number;
  maxPrice?: number;
  rating?: number;
  sort: ShopSort;
  page: number;
  view: 'grid' | 'list';
}

const listOf = <T extends string>(raw: string | null, allowed: readonly T[]): T[] =>
  (raw ?? '').split(',').filter((v): v is T => (allowed as readonly string[]).includes(v));

const amount = (raw: string | null): number | undefined => {
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** The shop's filters read from the address (unknown values are dropped). */
export function readShopFilters(search: URLSearchParams): ShopFilters {
  const sort = search.get('sort') ?? '';
  const rating = Number(search.get('rating'));
  const page = Number(search.get('page'));
  return {
    q: search.get('q') ?? '',
    category: listOf(search.get('category'), SHOP_CATEGORIES),
    brand: listOf(search.get('brand'), SHOP_BRANDS),
    minPrice: amount(search.get('minPrice')),
    maxPrice: amount(search.get('maxPrice')),
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : undefined,
    sort: (SHOP_SORTS as readonly string[]).includes(sort) ? (sort as ShopSort) : 'featured',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    view: search.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The address's search part for `filters` (defaults left out). */
export function writeShopFilters(filters: ShopFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.q.trim()) out.set('q', filters.q.trim());
  if (filters.category.length) out.set('category', filters.category.join(','));
  if (filters.brand.length) out.set('brand', filters.brand.join(','));
  if (filters.minPrice !== undefined) out.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) out.set('maxPrice', String(filters.maxPrice));
  if (filters.rating !== undefined) out.set('rating', String(filters.rating));
  if (filters.sort !== 'featured') out.set('sort', filters.sort);
  if (filters.page > 1) out.set('page', String(filters.page));
  if (filters.view === 'list') out.set('view', 'list');
  return out;
}

/** The call for the filters; a reversed price range is put right way round. */
export function shopQueryOf(filters: ShopFilters): ShopQuery {
  let { minPrice, maxPrice } = filters;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    page: filters.page,
    perPage: SHOP_PAGE_SIZE,
    q: filters.q.trim() || undefined,
    category: filters.category,
    brand: filters.brand,
    minPrice,
    maxPrice,
    rating: filters.rating,
    sort: filters.sort === 'featured' ? undefined : filters.sort,
  };
}
