import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import {
  DATALIST_DEFAULT_PAGE_SIZE,
  DATALIST_SORTS,
  ORDER_STATUSES,
  PRODUCT_CATEGORIES,
  type DatalistSort,
  addProductBodySchema,
  deleteProductBodySchema,
  deleteSelectedBodySchema,
  derivePopularity,
  updateProductBodySchema,
  type Product,
} from '@app/common/apps/datalist';
import { idParamSchema } from '@app/common/apps/primitives';
import { buildProducts } from '../data/datalist';
import { productImage } from '../data/product-images';
import { db, defineCollection } from '../db';
import { apiPath, guarded, nextId, notFound, paginate, parseBody, parseQuery } from '../utils';

const pageQuerySchema = z.object({
  page: idParamSchema.optional(),
  perPage: idParamSchema.optional(),
  /** Words that the name must hold (case and accents ignored). */
  q: z.string().trim().max(100).optional(),
  category: z.enum(PRODUCT_CATEGORIES).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  sort: z.enum(DATALIST_SORTS).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
});

type PageQuery = z.infer<typeof pageQuerySchema>;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const SORT_KEYS: Record<DatalistSort, (p: Product) => string | number> = {
  id: (p) => p.id,
  name: (p) => fold(p.name),
  category: (p) => p.category,
  price: (p) => Number(p.price),
  popularity: (p) => p.popularity.popValue,
  status: (p) => p.order_status,
};

/** The products a query selects, in its order (the list's own order when it names none). */
function selectProducts(products: readonly Product[], query: PageQuery): Product[] {
  const words = fold(query.q ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const rows = products.filter(
    (p) =>
      (query.category === undefined || p.category === query.category) &&
      (query.status === undefined || p.order_status === query.status) &&
      words.every((w) => fold(p.name).includes(w)),
  );
  if (query.sort === undefined) return rows;
  const key = SORT_KEYS[query.sort];
  const sign = query.dir === 'desc' ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = key(a.row);
      const y = key(b.row);
      return (x < y ? -1 : x > y ? 1 : a.index - b.index) * sign;
    })
    .map((e) => e.row);
}

defineCollection('products', buildProducts);

export const datalistHandlers = [
  http.get(
    apiPath('/api/datalist/initial-data'),
    guarded(() => HttpResponse.json(db.products)),
  ),

  /**
   * `{ data, totalPages, total }`; without paging, the first 4 items. Optional `q`, `category`,
   * `status`, `sort` and `dir` narrow and order the rows before paging.
   */
  http.get(
    apiPath('/api/datalist/data'),
    guarded(({ request }) => {
      const query = parseQuery(request, pageQuerySchema);
      if (!query.ok) return query.response;
      const page = query.data.page ?? 1;
      const perPage = query.data.perPage ?? DATALIST_DEFAULT_PAGE_SIZE;
      const { data, totalPages, total } = paginate(
        selectProducts(db.products, query.data),
        page,
        perPage,
      );
      return HttpResponse.json({ data, totalPages, total });
    }),
  ),

  http.post(
    apiPath('/api/datalist/update-data'),
    guarded(async ({ request }) => {
      const body = await parseBody(request, updateProductBodySchema);
      if (!body.ok) return body.response;
      const { id, popularity, ...changes } = body.data.obj;
      const index = db.products.findIndex((product) => product.id === id);
      const current = db.products[index];
      if (current === undefined) return notFound('product', id);
      const defined = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      ) as Partial<Omit<Product, 'id' | 'popularity'>>;
      const product: Product = {
        ...current,
        ...defined,
        id,
        popularity: derivePopularity(
          popularity === undefined ? current.popularity.popValue : popularity.popValue,
        ),
      };
      db.products[index] = product;
      return HttpResponse.json({ product });
    }),
  ),

  /** Prepends the product with the highest id plus one. */
  http.post(
    apiPath('/api/datalist/add-data'),
    guarded(async ({ request }) => {
      const body = await parseBody(request, addProductBodySchema);
      if (!body.ok) return body.response;
      const { popularity, img, ...fields } = body.data.obj;
      const product: Product = {
        id: nextId(db.products),
        ...fields,
        img: img ?? productImage(fields.category),
        popularity: derivePopularity(popularity?.popValue),
      };
      db.products.unshift(product);
      return HttpResponse.json({ product }, { status: 201 });
    }),
  ),

  http.post(
    apiPath('/api/datalist/delete-data'),
    guarded(async ({ request }) => {
      const body = await parseBody(request, deleteProductBodySchema);
      if (!body.ok) return body.response;
      const { id } = body.data.obj;
      if (!db.products.some((product) => product.id === id)) return notFound('product', id);
      db.products = db.products.filter((product) => product.id !== id);
      return HttpResponse.json({ deleted: [id] });
    }),
  ),

  /** Removes every listed id; when any id is unknown nothing is removed. */
  http.post(
    apiPath('/api/datalist/delete-selected'),
    guarded(async ({ request }) => {
      const body = await parseBody(request, deleteSelectedBodySchema);
      if (!body.ok) return body.response;
      const ids = [...new Set(body.data.arr)];
      const known = new Set(db.products.map((product) => product.id));
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length > 0) return notFound('product', unknown);
      const doomed = new Set(ids);
      db.products = db.products.filter((product) => !doomed.has(product.id));
      return HttpResponse.json({ deleted: ids });
    }),
  ),
];
