import { http, HttpResponse } from 'msw';
import {
  newOrderBodySchema,
  ORDERS_DEFAULT_PAGE_SIZE,
  ordersQuerySchema,
  type OrderLine,
} from '@app/common/apps/orders';
import { buildOrders, makeOrder, orderSummary } from '../data/orders';
import { shopProducts } from '../data/shop';
import { buildUsers } from '../data/users';
import { db, defineCollection } from '../db';
import {
  apiPath,
  clone,
  errorResponse,
  guarded,
  newestFirst,
  nextId,
  notFound,
  paginate,
  parseBody,
  parseQuery,
} from '../utils';

defineCollection('orders', (now) => buildOrders(now, buildUsers(now), shopProducts));

export const orderHandlers = [
  /** `{ data, total, totalPages, page, perPage }`: the orders newest first; `status` filters. */
  http.get(
    apiPath('/api/shop/orders'),
    guarded(({ request }) => {
      const query = parseQuery(request, ordersQuerySchema);
      if (!query.ok) return query.response;
      const page = query.data.page ?? 1;
      const perPage = query.data.perPage ?? ORDERS_DEFAULT_PAGE_SIZE;
      const { status } = query.data;
      const selected = db.orders.filter((order) => status === undefined || order.status === status);
      const { data, total, totalPages } = paginate(
        newestFirst(selected, (order) => order.createdAt),
        page,
        perPage,
      );
      return HttpResponse.json({ data: clone(data), total, totalPages, page, perPage });
    }),
  ),

  /** `{ summary }`: orders, revenue, average order, months, best sellers, from the orders now. */
  http.get(
    apiPath('/api/shop/orders/summary'),
    guarded(() => HttpResponse.json({ summary: orderSummary(db.orders, Date.now()) })),
  ),

  /**
   * 201 `{ order }`: a new pending order at the shop's prices. 404 for an unknown product, 400
   * for a sold-out one or more than its stock; nothing is kept then.
   */
  http.post(
    apiPath('/api/shop/orders'),
    guarded(async ({ request }) => {
      const body = await parseBody(request, newOrderBodySchema);
      if (!body.ok) return body.response;
      const wanted = body.data.lines;
      const products = wanted.map((line) => shopProducts.find((p) => p.id === line.productId));
      const unknown = wanted.filter((_, i) => products[i] === undefined).map((l) => l.productId);
      if (unknown.length > 0) return notFound('product', unknown);
      const lines: OrderLine[] = [];
      for (const [index, line] of wanted.entries()) {
        const product = products[index];
        if (product === undefined) continue;
        if (line.quantity > product.stock) {
          return errorResponse(
            400,
            product.stock === 0
              ? `Invalid order: ${product.name} is sold out`
              : `Invalid order: only ${product.stock} of ${product.name} in stock`,
          );
        }
        lines.push({
          productId: product.id,
          name: product.name,
          price: product.price,
          quantity: line.quantity,
        });
      }
      const { name, town, email } = body.data.customer;
      const order = makeOrder(
        nextId(db.orders),
        Date.now(),
        'pending',
        { name, town, email: email ?? null },
        lines,
      );
      db.orders.push(order);
      return HttpResponse.json({ order: clone(order) }, { status: 201 });
    }),
  ),
];
