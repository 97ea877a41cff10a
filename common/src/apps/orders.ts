import { z } from '../zod.ts';
import { dateStringSchema, idParamSchema, idSchema } from './primitives';

/** An order's way from the checkout to the door (or not). */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDERS_DEFAULT_PAGE_SIZE = 10;
export const ORDERS_MAX_PAGE_SIZE = 50;
/** Most units of one product a single order may hold. */
export const ORDER_MAX_QUANTITY = 99;

/* ---------------------------------------------------------------- totals */

/** One line as the totals need it. */
export interface TotalsLine {
  price: number;
  quantity: number;
}

export interface OrderTotals {
  /** Number of items (sum of quantities). */
  items: number;
  subtotal: number;
  shipping: number;
  /** VAT at VAT_RATE on the subtotal. */
  vat: number;
  total: number;
}

/** Orders of at least this subtotal ship free. */
export const FREE_SHIPPING_FROM = 10_000;
export const SHIPPING_FEE = 350;
export const VAT_RATE = 0.16;

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Totals of a cart or an order (the same rule for both, so the checkout shows what the order
 * will cost): subtotal of price × quantity (quantities below 1 or not whole count as nothing /
 * are rounded down), a flat shipping fee under FREE_SHIPPING_FROM (none for no items), VAT at
 * VAT_RATE on the subtotal, and the total. Sums are exact to the cent.
 */
export function orderTotals(lines: readonly TotalsLine[]): OrderTotals {
  let items = 0;
  let subtotalCents = 0;
  for (const line of lines) {
    const quantity = Number.isFinite(line.quantity) ? Math.max(0, Math.floor(line.quantity)) : 0;
    const price = Number.isFinite(line.price) ? Math.max(0, line.price) : 0;
    items += quantity;
    subtotalCents += cents(price) * quantity;
  }
  const shippingCents =
    items === 0 || subtotalCents >= cents(FREE_SHIPPING_FROM) ? 0 : cents(SHIPPING_FEE);
  const vatCents = Math.round(subtotalCents * VAT_RATE);
  return {
    items,
    subtotal: subtotalCents / 100,
    shipping: shippingCents / 100,
    vat: vatCents / 100,
    total: (subtotalCents + shippingCents + vatCents) / 100,
  };
}

/* ---------------------------------------------------------------- orders */

const amountSchema = z.number().nonnegative();

export const orderLineSchema = z.object({
  productId: idSchema,
  /** The product's name when it was ordered. */
  name: z.string(),
  /** Unit price (KES) when it was ordered. */
  price: amountSchema,
  quantity: z.int().positive(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSchema = z.object({
  id: idSchema,
  /** What the customer is told, e.g. `MK-10042`. */
  number: z.string(),
  /** When it was placed, ISO 8601 date-time. */
  createdAt: dateStringSchema,
  status: z.enum(ORDER_STATUSES),
  customer: z.object({ name: z.string(), town: z.string(), email: z.string().nullable() }),
  lines: z.array(orderLineSchema).min(1),
  subtotal: amountSchema,
  shipping: amountSchema,
  vat: amountSchema,
  total: amountSchema,
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/shop/orders: one page of the orders, newest first. */
export const orderPageSchema = z.object({
  data: z.array(orderSchema),
  total: z.int().nonnegative(),
  totalPages: z.int().nonnegative(),
  page: z.int().positive(),
  perPage: z.int().positive(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

export const ordersQuerySchema = z.object({
  page: idParamSchema.optional(),
  perPage: idParamSchema
    .refine((n) => n <= ORDERS_MAX_PAGE_SIZE, { error: `must be at most ${ORDERS_MAX_PAGE_SIZE}` })
    .optional(),
  status: z.enum(ORDER_STATUSES).optional(),
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

const nameSchema = z
  .string()
  .trim()
  .min(1, { error: 'is required' })
  .max(100, { error: 'must be at most 100 characters' });

/**
 * POST /api/shop/orders: the products and quantities (each product once) and who receives
 * them. Prices and totals are the shop's, never the caller's.
 */
export const newOrderBodySchema = z.object({
  lines: z
    .array(
      z.object({
        productId: idSchema,
        quantity: z
          .int({ error: 'must be a whole number' })
          .min(1, { error: 'must be at least 1' })
          .max(ORDER_MAX_QUANTITY, { error: `must be at most ${ORDER_MAX_QUANTITY}` }),
      }),
    )
    .min(1, { error: 'must hold at least one product' })
    .max(50, { error: 'must hold at most 50 products' })
    .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, {
      error: 'must list each product once',
    }),
  customer: z.object({ name: nameSchema, town: nameSchema, email: z.email().optional() }),
});
export type NewOrderBody = z.input<typeof newOrderBodySchema>;

/** Answer of POST /api/shop/orders (201). */
export const orderResponseSchema = z.object({ order: orderSchema });

/* --------------------------------------------------------------- figures */

/** Months the revenue chart covers, the current one last. */
export const SUMMARY_MONTHS = 6;
/** Products in the summary's best sellers. */
export const SUMMARY_TOP_PRODUCTS = 5;

/**
 * GET /api/shop/orders/summary: figures of all orders. Revenue, the average order, the months
 * and the best sellers leave out cancelled orders; `orders` and `byStatus` count every order.
 */
export const orderSummarySchema = z.object({
  orders: z.int().nonnegative(),
  revenue: amountSchema,
  /** Revenue over the orders that count for it (0 when there are none). */
  averageOrder: amountSchema,
  byStatus: z.object({
    pending: z.int().nonnegative(),
    processing: z.int().nonnegative(),
    shipped: z.int().nonnegative(),
    delivered: z.int().nonnegative(),
    cancelled: z.int().nonnegative(),
  }),
  /** The last SUMMARY_MONTHS calendar months (UTC), oldest first; `month` is `YYYY-MM`. */
  revenueByMonth: z.array(
    z.object({ month: z.string(), revenue: amountSchema, orders: z.int().nonnegative() }),
  ),
  /** Best sellers by revenue. */
  topProducts: z.array(
    z.object({
      productId: idSchema,
      name: z.string(),
      units: z.int().nonnegative(),
      revenue: amountSchema,
    }),
  ),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderSummaryResponseSchema = z.object({ summary: orderSummarySchema });
