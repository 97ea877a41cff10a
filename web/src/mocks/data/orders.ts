import {
  ORDER_STATUSES,
  orderTotals,
  SUMMARY_MONTHS,
  SUMMARY_TOP_PRODUCTS,
  type Order,
  type OrderLine,
  type OrderStatus,
  type OrderSummary,
} from '@app/common/apps/orders';
import type { ShopProduct } from '@app/common/apps/shop';
import type { UserRecord } from '@app/common/apps/users';
import { createRandom, DAY_MS, type Random } from '../utils';

const SEED = 7_219;
/** Sample orders, spread over the last SUMMARY_MONTHS months. */
const ORDER_COUNT = 140;
const FIRST_NUMBER = 10_000;
/** Sample orders of the last ten days. */
const RECENT_COUNT = 12;

export const orderNumber = (id: number): string => `MK-${FIRST_NUMBER + id}`;

/** A status that fits the order's age: recent orders are still on their way. */
function statusFor(ageDays: number, random: Random): OrderStatus {
  if (random.bool(0.07)) return 'cancelled';
  if (ageDays < 2) return random.pick(['pending', 'processing'] as const);
  if (ageDays < 6) return random.pick(['processing', 'shipped', 'shipped'] as const);
  if (ageDays < 12) return random.pick(['shipped', 'delivered', 'delivered'] as const);
  return 'delivered';
}

/** An order with the totals of its lines (the shop's rule). */
export function makeOrder(
  id: number,
  createdAt: number,
  status: OrderStatus,
  customer: Order['customer'],
  lines: OrderLine[],
): Order {
  const { subtotal, shipping, vat, total } = orderTotals(lines);
  return {
    id,
    number: orderNumber(id),
    createdAt: new Date(createdAt).toISOString(),
    status,
    customer,
    lines,
    subtotal,
    shipping,
    vat,
    total,
  };
}

/**
 * The sample orders, oldest first (ids in time order): one to three of the shop's products in
 * small quantities at their catalogue price, bought by the sample users, placed over the last
 * SUMMARY_MONTHS months before `now`, from a fixed seed.
 */
export function buildOrders(
  now: number,
  users: readonly UserRecord[],
  products: readonly ShopProduct[],
): Order[] {
  const random = createRandom(SEED);
  const span = SUMMARY_MONTHS * 30 * DAY_MS;
  // A few orders of the last days (still on their way), the rest over the months.
  const times = Array.from({ length: ORDER_COUNT }, (_, i) =>
    Math.floor(
      now -
        (i < RECENT_COUNT ? random.float(0.05, 10, 3) * DAY_MS : random.float(0.02, 1, 4) * span),
    ),
  ).sort((a, b) => a - b);
  return times.map((time, index) => {
    const user = random.pick(users);
    const lines = random.sample(products, random.int(1, 3)).map((product): OrderLine => ({
      productId: product.id,
      name: product.name,
      price: product.price,
      quantity: random.int(1, product.price > 20_000 ? 1 : 3),
    }));
    return makeOrder(
      index + 1,
      time,
      statusFor((now - time) / DAY_MS, random),
      { name: user.name, town: user.location.city, email: user.email },
      lines,
    );
  });
}

const monthOf = (time: number): string => new Date(time).toISOString().slice(0, 7);
const round2 = (amount: number): number => Math.round(amount * 100) / 100;

/** The figures of the dashboard, computed from the orders as they are now (spec of the answer: orderSummarySchema). */
export function orderSummary(orders: readonly Order[], now: number): OrderSummary {
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<
    OrderStatus,
    number
  >;
  const current = new Date(now);
  const months = Array.from({ length: SUMMARY_MONTHS }, (_, i) =>
    monthOf(
      Date.UTC(current.getUTCFullYear(), current.getUTCMonth() - (SUMMARY_MONTHS - 1 - i), 1),
    ),
  );
  const perMonth = new Map(months.map((month) => [month, { month, revenue: 0, orders: 0 }]));
  const perProduct = new Map<
    number,
    { productId: number; name: string; units: number; revenue: number }
  >();
  let revenue = 0;
  let counted = 0;
  for (const order of orders) {
    byStatus[order.status] += 1;
    if (order.status === 'cancelled') continue;
    counted += 1;
    revenue += order.total;
    const month = perMonth.get(monthOf(Date.parse(order.createdAt)));
    if (month) {
      month.revenue += order.total;
      month.orders += 1;
    }
    for (const line of order.lines) {
      const product = perProduct.get(line.productId) ?? {
        productId: line.productId,
        name: line.name,
        units: 0,
        revenue: 0,
      };
      product.units += line.quantity;
      product.revenue += line.price * line.quantity;
      perProduct.set(line.productId, product);
    }
  }
  return {
    orders: orders.length,
    revenue: round2(revenue),
    averageOrder: counted === 0 ? 0 : round2(revenue / counted),
    byStatus,
    revenueByMonth: [...perMonth.values()].map((m) => ({ ...m, revenue: round2(m.revenue) })),
    topProducts: [...perProduct.values()]
      .sort((a, b) => b.revenue - a.revenue || b.units - a.units || a.name.localeCompare(b.name))
      .slice(0, SUMMARY_TOP_PRODUCTS)
      .map((p) => ({ ...p, revenue: round2(p.revenue) })),
  };
}
