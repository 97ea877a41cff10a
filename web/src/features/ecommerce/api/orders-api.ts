import {
  orderPageSchema,
  orderResponseSchema,
  orderSummaryResponseSchema,
  type NewOrderBody,
  type Order,
  type OrderPage,
  type OrderStatus,
  type OrderSummary,
} from '@app/common/apps/orders';
import { baseApi } from '@/lib/api/base-api';

export interface OrdersQuery {
  page: number;
  perPage: number;
  status?: OrderStatus;
}

/*
 * The dashboard asks again each time it opens (refetchOnMountOrArgChange where it is used):
 * a checkout elsewhere in the app adds an order the cached figures do not have.
 */
export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/shop/orders: one page of the orders, newest first, of one status or all. */
    getOrders: build.query<OrderPage, OrdersQuery>({
      query: ({ page, perPage, status }) => ({
        url: 'shop/orders',
        params: status ? { page, perPage, status } : { page, perPage },
      }),
      transformResponse: (raw: unknown) => orderPageSchema.parse(raw),
    }),
    /** GET /api/shop/orders/summary: the dashboard's figures, computed from the orders. */
    getOrderSummary: build.query<OrderSummary, void>({
      query: () => 'shop/orders/summary',
      transformResponse: (raw: unknown) => orderSummaryResponseSchema.parse(raw).summary,
    }),
    /** POST /api/shop/orders: places the order at the shop's prices (201 with the order). */
    createOrder: build.mutation<Order, NewOrderBody>({
      query: (body) => ({ url: 'shop/orders', method: 'POST', body }),
      transformResponse: (raw: unknown) => orderResponseSchema.parse(raw).order,
    }),
  }),
});

export const { useGetOrdersQuery, useGetOrderSummaryQuery, useCreateOrderMutation } = ordersApi;
