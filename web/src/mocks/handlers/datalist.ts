import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import {
  DATALIST_DEFAULT_PAGE_SIZE,
  addProductBodySchema,
  deleteProductBodySchema,
  deleteSelectedBodySchema,
  derivePopularity,
  updateProductBodySchema,
  type Product,
} from '@app/common/apps/datalist';
import { idParamSchema } from '@app/common/apps/primitives';
import { db } from '../db';
import {
  apiPath,
  captionImage,
  guarded,
  nextId,
  notFound,
  paginate,
  parseBody,
  parseQuery,
} from '../utils';

const pageQuerySchema = z.object({
  page: idParamSchema.optional(),
  perPage: idParamSchema.optional(),
});

const NEW_PRODUCT_IMAGE = captionImage('NEW', '#82868b');

export const datalistHandlers = [
  http.get(
    apiPath('/api/datalist/initial-data'),
    guarded(() => HttpResponse.json(db.products)),
  ),

  /** `{ data, totalPages }`; without paging, the first 4 items. */
  http.get(
    apiPath('/api/datalist/data'),
    guarded(({ request }) => {
      const query = parseQuery(request, pageQuerySchema);
      if (!query.ok) return query.response;
      const page = query.data.page ?? 1;
      const perPage = query.data.perPage ?? DATALIST_DEFAULT_PAGE_SIZE;
      const { data, totalPages } = paginate(db.products, page, perPage);
      return HttpResponse.json({ data, totalPages });
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
        img: img ?? NEW_PRODUCT_IMAGE,
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
