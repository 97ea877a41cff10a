// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  productListSchema,
  productPageSchema,
  productResponseSchema,
  type Product,
} from '@app/common/apps/datalist';
import { db } from '../db';
import { getJson, postJson, setupMockServer } from '../testing';

setupMockServer();

const newProduct = (popValue: unknown) => ({
  obj: {
    name: 'Sample Solar Lantern',
    category: 'Fitness',
    price: '12.5',
    order_status: 'pending',
    popularity: { popValue },
  },
});

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

describe('GET /api/datalist/initial-data', () => {
  it('answers the full product list', async () => {
    const response = await getJson('/api/datalist/initial-data');
    expect(response.status).toBe(200);
    const list = productListSchema.parse(await response.json());
    expect(list).toHaveLength(100);
    expect(list).toEqual(db.products);
  });
});

describe('GET /api/datalist/data', () => {
  it('answers the first 4 items and ceil(count / 4) pages without paging', async () => {
    const page = productPageSchema.parse(await (await getJson('/api/datalist/data')).json());
    expect(page.data.map((product) => product.id)).toEqual([1, 2, 3, 4]);
    expect(page.totalPages).toBe(25);
  });

  it('answers the requested page', async () => {
    const page = productPageSchema.parse(
      await (await getJson('/api/datalist/data?page=3&perPage=7')).json(),
    );
    expect(page.data.map((product) => product.id)).toEqual([15, 16, 17, 18, 19, 20, 21]);
    expect(page.totalPages).toBe(15);
    const last = productPageSchema.parse(
      await (await getJson('/api/datalist/data?page=15&perPage=7')).json(),
    );
    expect(last.data).toHaveLength(2);
  });

  it('rounds the page count up after a change', async () => {
    await postJson('/api/datalist/add-data', newProduct(50));
    const page = productPageSchema.parse(await (await getJson('/api/datalist/data')).json());
    expect(page.totalPages).toBe(Math.ceil(101 / 4));
  });

  it.each(['page=0', 'perPage=-4', 'page=abc', 'perPage=2.5'])(
    'refuses %s with 400',
    async (query) => {
      const response = await getJson(`/api/datalist/data?${query}`);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatch(/^Invalid query: (page|perPage): /);
    },
  );
});

describe('POST /api/datalist/add-data', () => {
  it('prepends the product with id max + 1 and derived popularity', async () => {
    const response = await postJson('/api/datalist/add-data', newProduct('80'));
    expect(response.status).toBe(201);
    const { product } = productResponseSchema.parse(await response.json());
    expect(product).toMatchObject({
      id: 101,
      name: 'Sample Solar Lantern',
      price: '12.50',
      popularity: { popValue: 80, color: 'success' },
    });
    expect(db.products[0]).toEqual(product);
    expect(db.products).toHaveLength(101);
    const again = productResponseSchema.parse(
      await (await postJson('/api/datalist/add-data', newProduct(1))).json(),
    );
    expect(again.product.id).toBe(102);
    expect(db.products.map((item) => item.id).slice(0, 2)).toEqual([102, 101]);
  });

  it('uses the highest remaining id plus one after a deletion', async () => {
    await postJson('/api/datalist/delete-data', { obj: { id: 100 } });
    const { product } = productResponseSchema.parse(
      await (await postJson('/api/datalist/add-data', newProduct(1))).json(),
    );
    expect(product.id).toBe(100);
  });

  it.each([
    [75, 75, 'success'],
    [74.99, 74.99, 'primary'],
    [55, 55, 'primary'],
    [54.99, 54.99, 'warning'],
    [35, 35, 'warning'],
    [34.99, 34.99, 'danger'],
    [0, 0, 'danger'],
    [-1, 0, 'danger'],
    ['abc', 0, 'danger'],
    [null, 0, 'danger'],
  ])('popValue %j gives %j and %s', async (input, popValue, color) => {
    const { product } = productResponseSchema.parse(
      await (await postJson('/api/datalist/add-data', newProduct(input))).json(),
    );
    expect(product.popularity).toEqual({ popValue, color });
  });

  it('gives 0 and danger when popularity is missing', async () => {
    const { popularity: _popularity, ...obj } = newProduct(1).obj;
    const { product } = productResponseSchema.parse(
      await (await postJson('/api/datalist/add-data', { obj })).json(),
    );
    expect(product.popularity).toEqual({ popValue: 0, color: 'danger' });
  });

  it.each([
    [{}, /obj/],
    [{ obj: { ...newProduct(1).obj, name: ' ' } }, /obj\.name: must not be empty/],
    [{ obj: { ...newProduct(1).obj, category: 'Toys' } }, /obj\.category/],
    [{ obj: { ...newProduct(1).obj, order_status: 'lost' } }, /obj\.order_status/],
    [{ obj: { ...newProduct(1).obj, price: 'free' } }, /obj\.price/],
    [{ obj: { ...newProduct(1).obj, price: -3 } }, /obj\.price/],
  ])('refuses %j with 400 and adds nothing', async (body, message) => {
    const response = await postJson('/api/datalist/add-data', body);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(message);
    expect(db.products).toHaveLength(100);
  });
});

describe('POST /api/datalist/update-data', () => {
  it('updates the product by id and recomputes popularity', async () => {
    const before = db.products[4] as Product;
    const response = await postJson('/api/datalist/update-data', {
      obj: {
        ...before,
        name: 'Renamed',
        price: 10,
        popularity: { popValue: 74.99, color: 'success' },
      },
    });
    expect(response.status).toBe(200);
    const { product } = productResponseSchema.parse(await response.json());
    expect(product).toEqual({
      ...before,
      name: 'Renamed',
      price: '10.00',
      popularity: { popValue: 74.99, color: 'primary' },
    });
    expect(db.products[4]).toEqual(product);
    expect(db.products).toHaveLength(100);
  });

  it('keeps the other fields when only some are given', async () => {
    const before = db.products[0] as Product;
    await postJson('/api/datalist/update-data', {
      obj: { id: before.id, order_status: 'canceled' },
    });
    expect(db.products[0]).toEqual({ ...before, order_status: 'canceled' });
  });

  it('turns an invalid popValue into 0 and danger', async () => {
    await postJson('/api/datalist/update-data', {
      obj: { id: 1, popularity: { popValue: 'abc' } },
    });
    expect(db.products[0]?.popularity).toEqual({ popValue: 0, color: 'danger' });
  });

  it('answers 404 for an unknown id and 400 for bad fields, changing nothing', async () => {
    const before = structuredClone(db.products);
    const unknown = await postJson('/api/datalist/update-data', { obj: { id: 999, name: 'x' } });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe('Unknown product: 999');
    const bad = await postJson('/api/datalist/update-data', { obj: { id: 1, category: 'Toys' } });
    expect(bad.status).toBe(400);
    const noId = await postJson('/api/datalist/update-data', { obj: { name: 'x' } });
    expect(noId.status).toBe(400);
    expect(await errorOf(noId)).toMatch(/obj\.id/);
    expect(db.products).toEqual(before);
  });
});

describe('POST /api/datalist/delete-data', () => {
  it('removes the product by id', async () => {
    const response = await postJson('/api/datalist/delete-data', { obj: db.products[2] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: [3] });
    expect(db.products.map((product) => product.id)).not.toContain(3);
    expect(db.products).toHaveLength(99);
  });

  it('answers 404 for an unknown id and 400 without one, changing nothing', async () => {
    expect((await postJson('/api/datalist/delete-data', { obj: { id: 999 } })).status).toBe(404);
    expect((await postJson('/api/datalist/delete-data', { obj: {} })).status).toBe(400);
    expect((await postJson('/api/datalist/delete-data', { id: 3 })).status).toBe(400);
    expect(db.products).toHaveLength(100);
  });
});

describe('POST /api/datalist/delete-selected', () => {
  it('removes every listed id', async () => {
    const response = await postJson('/api/datalist/delete-selected', { arr: [1, 5, { id: 9 }] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: [1, 5, 9] });
    expect(db.products).toHaveLength(97);
    expect(db.products.some((product) => [1, 5, 9].includes(product.id))).toBe(false);
  });

  it('removes nothing when any id is unknown', async () => {
    const response = await postJson('/api/datalist/delete-selected', { arr: [1, 998, 999] });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toBe('Unknown products: 998, 999');
    expect(db.products).toHaveLength(100);
  });

  it.each([[{ arr: [] }], [{ arr: 'all' }], [{ arr: ['x'] }], [[1, 2]]])(
    'refuses %j with 400',
    async (body) => {
      const response = await postJson('/api/datalist/delete-selected', body);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatch(/arr|expected object/);
      expect(db.products).toHaveLength(100);
    },
  );
});

describe('GET /api/datalist/data with a query', () => {
  const pageOf = async (query: string) =>
    productPageSchema.parse(await (await getJson(`/api/datalist/data?${query}`)).json());

  it('filters by category and status before paging, and counts the matches', async () => {
    const matches = db.products.filter(
      (p) => p.category === 'Audio' && p.order_status === 'delivered',
    );
    const page = await pageOf('category=Audio&status=delivered&perPage=50');
    expect(page.data).toEqual(matches.slice(0, 50));
    expect(page.total).toBe(matches.length);
    expect(page.totalPages).toBe(Math.ceil(matches.length / 50));
  });

  it('finds names holding every word, ignoring case', async () => {
    const first = db.products[0];
    if (!first) throw new Error('no sample products');
    const word = first.name.split(' ')[0] ?? '';
    const page = await pageOf(`q=${encodeURIComponent(word.toUpperCase())}&perPage=50`);
    expect(page.data.length).toBeGreaterThan(0);
    for (const p of page.data) expect(p.name.toLowerCase()).toContain(word.toLowerCase());
  });

  it('sorts by price both ways', async () => {
    const up = await pageOf('sort=price&perPage=50');
    const prices = up.data.map((p) => Number(p.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = await pageOf('sort=price&dir=desc&perPage=4');
    const highest = Math.max(...db.products.map((p) => Number(p.price)));
    expect(Number(down.data[0]?.price)).toBe(highest);
  });

  it('refuses an unknown category or sort with 400 naming the field', async () => {
    for (const [query, field] of [
      ['category=Toys', 'category'],
      ['sort=colour', 'sort'],
    ] as const) {
      const response = await getJson(`/api/datalist/data?${query}`);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toContain(field);
    }
  });
});
