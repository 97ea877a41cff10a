// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  orderPageSchema,
  orderResponseSchema,
  orderSummaryResponseSchema,
  orderTotals,
  SUMMARY_MONTHS,
  type Order,
} from '@app/common/apps/orders';
import { buildOrders, makeOrder, orderSummary } from '../data/orders';
import { shopProducts } from '../data/shop';
import { buildUsers } from '../data/users';
import { db } from '../db';
import { getJson, postJson, setupMockServer } from '../testing';

setupMockServer();

const NOW = Date.UTC(2026, 4, 20, 12);
const DAY = 86_400_000;

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

async function summary() {
  const response = await getJson('/api/shop/orders/summary');
  expect(response.status).toBe(200);
  return orderSummaryResponseSchema.parse(await response.json()).summary;
}

const inStock = shopProducts.filter((p) => p.stock >= 2);

describe('the sample orders', () => {
  const users = buildUsers(NOW);
  const orders = buildOrders(NOW, users, shopProducts);

  it('are the same for the same day, over the shop products and the sample users', () => {
    expect(buildOrders(NOW, users, shopProducts)).toEqual(orders);
    const emails = new Set(users.map((u) => u.email));
    for (const order of orders) {
      expect(emails.has(order.customer.email ?? '')).toBe(true);
      for (const line of order.lines) {
        expect(shopProducts.find((p) => p.id === line.productId)?.price).toBe(line.price);
      }
    }
  });

  it('add up: each total is its lines at their prices with shipping and VAT', () => {
    for (const order of orders) {
      const totals = orderTotals(order.lines);
      expect(order.subtotal).toBe(totals.subtotal);
      expect(order.total).toBe(totals.total);
      expect(order.total).toBeCloseTo(order.subtotal + order.shipping + order.vat, 2);
    }
  });

  it('are spread over the last months, with every status', () => {
    const times = orders.map((o) => Date.parse(o.createdAt));
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW);
    expect(Math.min(...times)).toBeGreaterThan(NOW - SUMMARY_MONTHS * 31 * DAY);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
  });
});

describe('orderSummary', () => {
  const customer = { name: 'Test Buyer', town: 'Wote', email: null };
  const line = (productId: number, price: number, quantity: number) => ({
    productId,
    name: `Product ${productId}`,
    price,
    quantity,
  });
  const orders: Order[] = [
    makeOrder(1, NOW - 40 * DAY, 'delivered', customer, [line(1, 1_000, 2)]),
    makeOrder(2, NOW - 2 * DAY, 'shipped', customer, [line(2, 20_000, 1), line(1, 1_000, 1)]),
    makeOrder(3, NOW - DAY, 'cancelled', customer, [line(3, 50_000, 1)]),
  ];

  it('computes count, revenue, average, months and best sellers from the orders', () => {
    const figures = orderSummary(orders, NOW);
    const first = orders[0]?.total ?? 0;
    const second = orders[1]?.total ?? 0;
    expect(figures.orders).toBe(3);
    expect(figures.revenue).toBeCloseTo(first + second, 2);
    expect(figures.averageOrder).toBeCloseTo((first + second) / 2, 2);
    expect(figures.byStatus).toEqual({
      pending: 0,
      processing: 0,
      shipped: 1,
      delivered: 1,
      cancelled: 1,
    });
    expect(figures.revenueByMonth.map((m) => m.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
    ]);
    expect(figures.revenueByMonth.at(-1)).toEqual({ month: '2026-05', revenue: second, orders: 1 });
    expect(figures.revenueByMonth.at(-2)).toEqual({ month: '2026-04', revenue: first, orders: 1 });
    // The cancelled 50 000 order sells nothing.
    expect(figures.topProducts.map((p) => [p.productId, p.units, p.revenue])).toEqual([
      [2, 1, 20_000],
      [1, 3, 3_000],
    ]);
  });

  it('changes when the orders change', () => {
    const before = orderSummary(orders, NOW);
    const more = [...orders, makeOrder(4, NOW, 'pending', customer, [line(3, 50_000, 2)])];
    const after = orderSummary(more, NOW);
    expect(after.orders).toBe(before.orders + 1);
    expect(after.revenue).toBeCloseTo(before.revenue + (more[3]?.total ?? 0), 2);
    expect(after.topProducts[0]).toMatchObject({ productId: 3, units: 2, revenue: 100_000 });
    expect(orderSummary([], NOW)).toMatchObject({ orders: 0, revenue: 0, averageOrder: 0 });
  });
});

describe('the orders endpoints', () => {
  it('pages the orders newest first and filters by status', async () => {
    const response = await getJson('/api/shop/orders?perPage=5&page=2');
    const page = orderPageSchema.parse(await response.json());
    expect(page.data).toHaveLength(5);
    expect(page.total).toBe(db.orders.length);
    expect(page.totalPages).toBe(Math.ceil(db.orders.length / 5));
    const times = page.data.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const pending = orderPageSchema.parse(
      await (await getJson('/api/shop/orders?status=pending&perPage=50')).json(),
    );
    expect(pending.total).toBe(db.orders.filter((o) => o.status === 'pending').length);
    expect(pending.data.every((o) => o.status === 'pending')).toBe(true);

    const bad = await getJson('/api/shop/orders?status=lost');
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatch(/status/);
  });

  it('a new order is priced by the shop, comes first and counts in the summary', async () => {
    const before = await summary();
    const [a, b] = inStock;
    if (!a || !b) throw new Error('no products in stock');
    const response = await postJson('/api/shop/orders', {
      lines: [
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 1 },
      ],
      customer: { name: 'Mwende Musyoka', town: 'Wote' },
    });
    expect(response.status).toBe(201);
    const { order } = orderResponseSchema.parse(await response.json());
    expect(order.status).toBe('pending');
    expect(order.total).toBe(
      orderTotals([
        { price: a.price, quantity: 2 },
        { price: b.price, quantity: 1 },
      ]).total,
    );
    const first = orderPageSchema.parse(await (await getJson('/api/shop/orders')).json()).data[0];
    expect(first?.number).toBe(order.number);

    const after = await summary();
    expect(after.orders).toBe(before.orders + 1);
    expect(after.revenue).toBeCloseTo(before.revenue + order.total, 2);
    expect(after.byStatus.pending).toBe(before.byStatus.pending + 1);
  });

  it('refuses bad orders with a message and keeps nothing', async () => {
    const count = db.orders.length;
    const soldOut = shopProducts.find((p) => p.stock === 0);
    const some = inStock[0];
    if (!soldOut || !some) throw new Error('the sample shop needs a sold-out product');
    const customer = { name: 'A', town: 'Wote' };
    const cases: [unknown, number, RegExp][] = [
      [{ lines: [], customer }, 400, /at least one product/],
      [{ lines: [{ productId: 9_999, quantity: 1 }], customer }, 404, /Unknown product: 9999/],
      [{ lines: [{ productId: soldOut.id, quantity: 1 }], customer }, 400, /sold out/],
      [{ lines: [{ productId: some.id, quantity: some.stock + 1 }], customer }, 400, /in stock/],
      [{ lines: [{ productId: some.id, quantity: 1 }], customer: { town: 'Wote' } }, 400, /name/],
      [
        {
          lines: [
            { productId: some.id, quantity: 1 },
            { productId: some.id, quantity: 1 },
          ],
          customer,
        },
        400,
        /each product once/,
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await postJson('/api/shop/orders', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await errorOf(response)).toMatch(message);
    }
    expect(db.orders).toHaveLength(count);
  });
});
