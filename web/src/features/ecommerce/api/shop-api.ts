import {
  shopProductPageSchema,
  shopProductResponseSchema,
  type ShopBrand,
  type ShopCategory,
  type ShopProductPage,
  type ShopProductResponse,
  type ShopSort,
} from '@app/common/apps/shop';
import { baseApi } from '@/lib/api/base-api';

export interface ShopQuery {
  page: number;
  perPage: number;
  q?: string;
  category?: ShopCategory[];
  brand?: ShopBrand[];
  minPrice?: number;
  maxPrice?: number;
  rating?: number;
  sort?: ShopSort;
}

/** The query string of a shop query: empty filters left out, lists comma-separated. */
export function shopParams(query: ShopQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params[key] = value.join(',');
    } else if (typeof value === 'string' || typeof value === 'number') {
      params[key] = value;
    }
  }
  return params;
}

export const shopApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/shop/products: one page of the products the filters select. */
    getShopProducts: build.query<ShopProductPage, ShopQuery>({
      query: (query) => ({ url: 'shop/products', params: shopParams(query) }),
      transformResponse: (raw: unknown) => shopProductPageSchema.parse(raw),
    }),
    /** GET /api/shop/products/:id: the product and related ones. */
    getShopProduct: build.query<ShopProductResponse, number>({
      query: (id) => `shop/products/${id}`,
      transformResponse: (raw: unknown) => shopProductResponseSchema.parse(raw),
    }),
  }),
});

export const { useGetShopProductsQuery, useGetShopProductQuery } = shopApi;
