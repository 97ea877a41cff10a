import { aggridResponseSchema, type GridContact } from '@app/common/apps/aggrid';
import { productPageSchema, type ProductPage } from '@app/common/apps/datalist';
import { baseApi } from '@/lib/api/base-api';

export interface ProductPageArgs {
  page: number;
  perPage: number;
}

/** The mock's sample data behind the table demos. */
export const tablesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/aggrid/data: 500 contacts. */
    getDemoContacts: build.query<GridContact[], void>({
      query: () => 'aggrid/data',
      transformResponse: (response: unknown) => aggridResponseSchema.parse(response).data,
    }),
    /** GET /api/datalist/data?page&perPage: one page of products and the number of pages. */
    getDemoProductPage: build.query<ProductPage, ProductPageArgs>({
      query: ({ page, perPage }) => ({ url: 'datalist/data', params: { page, perPage } }),
      transformResponse: (response: unknown) => productPageSchema.parse(response),
    }),
  }),
});

export const { useGetDemoContactsQuery, useGetDemoProductPageQuery } = tablesApi;
