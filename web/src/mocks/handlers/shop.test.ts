// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shopProductPageSchema, shopProductResponseSchema } from '@app/common/apps/shop';
import { shopProducts } from '../data/shop';
import { getJson, setupMockServer } from '../testing';

setupMockServer();

async function page(query = '') {
  const response = await getJson(`/api/shop/products${query}`);
  expect(response.status).toBe(200);
  return shopProductPageSchema.parse(await response.json());
}

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

describe('GET /api/shop/products', () => {
  it('answers the first 9 products and the page count without paging', async () => {
    const first = await page();
    expect(first.data.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(first.total).toBe(shopProducts.length);
    expect(first.totalPages).toBe(Math.ceil(shopProducts.length / 9));
  });

  it('filters by category, brand, price range and lowest rating', async () => {
    const result = await page(
      '?category=audio&category=phones&minPrice=1000&maxPrice=30000&rating=3&perPage=60',
    );
    expect(result.total).toBeGreaterThan(0);
    for (const p of result.data) {
      expect(['audio', 'phones']).toContain(p.category);
      expect(p.price).toBeGreaterThanOrEqual(1000);
      expect(p.price).toBeLessThanOrEqual(30000);
      expect(p.rating).toBeGreaterThanOrEqual(3);
    }
    const brand = await page('?brand=Wote&perPage=60');
    expect(brand.data.every((p) => p.brand === 'Wote')).toBe(true);
    expect(brand.total).toBe(shopProducts.filter((p) => p.brand === 'Wote').length);
  });

  it('searches names without regard to case and sorts by price', async () => {
    const found = await page('?q=LANTERN');
    expect(found.total).toBe(2);
    const sorted = await page('?sort=price-asc&perPage=60');
    const prices = sorted.data.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('refuses bad filters with a 400 and a message', async () => {
    for (const query of [
      '?category=cars',
      '?minPrice=-1',
      '?rating=6',
      '?perPage=0',
      '?perPage=101',
      '?minPrice=50&maxPrice=10',
      '?sort=random',
    ]) {
      const response = await getJson(`/api/shop/products${query}`);
      expect(response.status, query).toBe(400);
      expect(await errorOf(response)).toMatch(/^Invalid query: /);
    }
  });
});

describe('GET /api/shop/products/:id', () => {
  it('answers the product and up to four related ones of its category', async () => {
    const response = await getJson('/api/shop/products/3');
    expect(response.status).toBe(200);
    const { product, related } = shopProductResponseSchema.parse(await response.json());
    expect(product.id).toBe(3);
    expect(related.length).toBeLessThanOrEqual(4);
    expect(related.every((p) => p.category === product.category && p.id !== 3)).toBe(true);
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    const missing = await getJson('/api/shop/products/9999');
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toBe('Unknown product: 9999');
    const bad = await getJson('/api/shop/products/abc');
    expect(bad.status).toBe(400);
  });
});
