import {
  productPageSchema,
  type DatalistSort,
  type OrderStatus,
  type Product,
  type ProductCategory,
  type ProductPage,
} from '@app/common/apps/datalist';
import { baseApi } from '@/lib/api/base-api';
import type { ProductFields } from '../lib/product-form';

export interface ProductsQuery {
  page: number;
  perPage: number;
  q?: string;
  category?: ProductCategory;
  status?: OrderStatus;
  sort?: DatalistSort;
  dir?: 'asc' | 'desc';
}

const LIST = { type: 'Product' as const, id: 'LIST' };

type Dispatch = (action: unknown) => unknown;

export const dataListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/datalist/data: one page of the products a query selects. */
    getProducts: build.query<ProductPage, ProductsQuery>({
      query: ({ page, perPage, ...filters }) => ({
        url: 'datalist/data',
        params: Object.fromEntries(
          Object.entries({ page, perPage, ...filters }).filter(
            ([, v]) => v !== undefined && v !== '',
          ),
        ),
      }),
      transformResponse: (raw: unknown) => productPageSchema.parse(raw),
      providesTags: (result) => [
        LIST,
        ...(result?.data ?? []).map((p) => ({ type: 'Product' as const, id: p.id })),
      ],
    }),

    /** POST /api/datalist/add-data: the new product comes first, with the next id. */
    addProduct: build.mutation<{ product: Product }, ProductFields>({
      query: (obj) => ({ url: 'datalist/add-data', method: 'POST', body: { obj } }),
      invalidatesTags: [LIST],
    }),

    /** POST /api/datalist/update-data, shown at once and put back if the call fails. */
    updateProduct: build.mutation<{ product: Product }, ProductFields & { id: number }>({
      query: (obj) => ({ url: 'datalist/update-data', method: 'POST', body: { obj } }),
      async onQueryStarted({ id, ...fields }, { dispatch, getState, queryFulfilled }) {
        const undo = patchCachedPages(dispatch, getState, (page) => {
          const row = page.data.find((p) => p.id === id);
          if (row) {
            Object.assign(row, fields, {
              popularity: { ...row.popularity, popValue: fields.popularity.popValue },
            });
          }
        });
        try {
          await queryFulfilled;
        } catch {
          undo();
        }
      },
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Product', id }],
    }),

    /**
     * Deletes one product (delete-data with `obj`) or several (delete-selected with `arr`); the
     * rows leave the list at once and come back if the call fails.
     */
    deleteProducts: build.mutation<{ deleted: number[] }, number[]>({
      query: (ids) =>
        ids.length === 1
          ? { url: 'datalist/delete-data', method: 'POST', body: { obj: { id: ids[0] } } }
          : { url: 'datalist/delete-selected', method: 'POST', body: { arr: ids } },
      async onQueryStarted(ids, { dispatch, getState, queryFulfilled }) {
        const doomed = new Set(ids);
        const undo = patchCachedPages(dispatch, getState, (page) => {
          page.data = page.data.filter((p) => !doomed.has(p.id));
        });
        try {
          await queryFulfilled;
        } catch {
          undo();
        }
      },
      invalidatesTags: [LIST],
    }),
  }),
});

/** Applies `recipe` to every cached page of products; returns what puts them back. */
function patchCachedPages(
  dispatch: Dispatch,
  getState: () => unknown,
  recipe: (page: ProductPage) => void,
): () => void {
  const state = getState() as Parameters<typeof dataListApi.util.selectCachedArgsForQuery>[0];
  const patches = dataListApi.util
    .selectCachedArgsForQuery(state, 'getProducts')
    .map((args) => dispatch(dataListApi.util.updateQueryData('getProducts', args, recipe)));
  return () => {
    for (const patch of patches) (patch as { undo: () => void }).undo();
  };
}

export const {
  useGetProductsQuery,
  useAddProductMutation,
  useUpdateProductMutation,
  useDeleteProductsMutation,
} = dataListApi;
