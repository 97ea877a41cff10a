import { http, HttpResponse } from 'msw';
import {
  SHOP_DEFAULT_PAGE_SIZE,
  shopProductsQuerySchema,
  type ShopProduct,
  type ShopProductsQuery,
  type ShopSort,
} from '@app/common/apps/shop';
import { idParamSchema } from '@app/common/apps/primitives';
import { shopProducts } from '../data/shop';
import { apiPath, clone, errorResponse, guarded, notFound, paginate, parseQuery } from '../utils';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const COMPARE: Record<ShopSort, ((a: ShopProduct, b: ShopProduct) => number) | null> = {
  featured: null,
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  rating: (a, b) => b.rating - a.rating,
  name: (a, b) => a.name.localeCompare(b.name, 'en'),
};

/** The products a query selects, in its order (stable: ties keep the catalogue order). */
export function selectShopProducts(
  products: readonly ShopProduct[],
  query: ShopProductsQuery,
): ShopProduct[] {
  const words = fold(query.q ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const rows = products.filter(
    (p) =>
      (query.category === undefined ||
        query.category.length === 0 ||
        query.category.includes(p.category)) &&
      (query.brand === undefined || query.brand.length === 0 || query.brand.includes(p.brand)) &&
      (query.minPrice === undefined || p.price >= query.minPrice) &&
      (query.maxPrice === undefined || p.price <= query.maxPrice) &&
      (query.rating === undefined || p.rating >= query.rating) &&
      words.every((w) => fold(`${p.name} ${p.description}`).includes(w)),
  );
  const compare = COMPARE[query.sort ?? 'featured'];
  return compare ? rows.sort(compare) : rows;
}

function priceRange(products: readonly ShopProduct[]): [number, number] {
  const prices = products.map((p) => p.price);
  return [Math.floor(Math.min(...prices)), Math.ceil(Math.max(...prices))];
}

export const shopHandlers = [
  /**
   * `{ data, total, totalPages, page, perPage, priceRange }`. Filters: `q`, `category` and
   * `brand` (several allowed), `minPrice`, `maxPrice`, `rating` (lowest); `sort`; paging.
   */
  http.get(
    apiPath('/api/shop/products'),
    guarded(({ request }) => {
      const query = parseQuery(request, shopProductsQuerySchema, ['category', 'brand']);
      if (!query.ok) return query.response;
      const page = query.data.page ?? 1;
      const perPage = query.data.perPage ?? SHOP_DEFAULT_PAGE_SIZE;
      const { data, total, totalPages } = paginate(
        selectShopProducts(shopProducts, query.data),
        page,
        perPage,
      );
      return HttpResponse.json({
        data: clone(data),
        total,
        totalPages,
        page,
        perPage,
        priceRange: priceRange(shopProducts),
      });
    }),
  ),

  /** `{ product, related }`: one product and up to four others of its category. */
  http.get(
    apiPath('/api/shop/products/:id'),
    guarded(({ params }) => {
      const id = idParamSchema.safeParse(params.id);
      if (!id.success)
        return errorResponse(400, 'Invalid product id: must be a positive whole number');
      const product = shopProducts.find((p) => p.id === id.data);
      if (product === undefined) return notFound('product', id.data);
      const related = shopProducts
        .filter((p) => p.category === product.category && p.id !== product.id)
        .slice(0, 4);
      return HttpResponse.json(clone({ product, related }));
    }),
  ),
];
