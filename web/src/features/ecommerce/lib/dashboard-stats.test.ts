import type { ShopProduct } from '@app/common/apps/shop';
import { describe, expect, it } from 'vitest';
import { shopStats } from './dashboard-stats';

const product = (over: Partial<ShopProduct>): ShopProduct => ({
  id: 1,
  name: 'P',
  brand: 'Wote',
  category: 'home',
  rating: 3,
  price: 100,
  description: '',
  images: ['x'],
  stock: 2,
  colours: [],
  freeShipping: false,
  ...over,
});

describe('shopStats', () => {
  it('sums stock units and value by category and counts ratings', () => {
    const stats = shopStats([
      product({ id: 1, price: 100, stock: 2, rating: 5 }),
      product({ id: 2, category: 'audio', price: 50, stock: 0, rating: 4 }),
    ]);
    expect(stats.products).toBe(2);
    expect(stats.units).toBe(2);
    expect(stats.stockValue).toBe(200);
    expect(stats.valueByCategory.home).toBe(200);
    expect(stats.valueByCategory.audio).toBe(0);
    expect(stats.soldOut).toBe(1);
    expect(stats.ratings).toEqual([0, 0, 0, 1, 1]);
    expect(stats.averageRating).toBe(4.5);
  });

  it('is all zero for no products', () => {
    expect(shopStats([]).averageRating).toBe(0);
  });
});
