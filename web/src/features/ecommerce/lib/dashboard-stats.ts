import { SHOP_CATEGORIES, type ShopCategory, type ShopProduct } from '@app/common/apps/shop';

export interface ShopStats {
  products: number;
  units: number;
  stockValue: number;
  averageRating: number;
  soldOut: number;
  valueByCategory: Record<ShopCategory, number>;
  /** Number of products with 1, 2, 3, 4 and 5 stars. */
  ratings: [number, number, number, number, number];
}

/** Figures of the catalogue: counts, stock units and value, ratings. */
export function shopStats(products: readonly ShopProduct[]): ShopStats {
  const valueByCategory = Object.fromEntries(SHOP_CATEGORIES.map((c) => [c, 0])) as Record<
    ShopCategory,
    number
  >;
  const ratings: ShopStats['ratings'] = [0, 0, 0, 0, 0];
  let units = 0;
  let stockValue = 0;
  let ratingSum = 0;
  for (const p of products) {
    units += p.stock;
    stockValue += p.stock * p.price;
    valueByCategory[p.category] += p.stock * p.price;
    const star = Math.min(5, Math.max(1, p.rating)) - 1;
    ratings[star as 0 | 1 | 2 | 3 | 4] += 1;
    ratingSum += p.rating;
  }
  return {
    products: products.length,
    units,
    stockValue,
    averageRating: products.length ? Math.round((ratingSum / products.length) * 10) / 10 : 0,
    soldOut: products.filter((p) => p.stock === 0).length,
    valueByCategory,
    ratings,
  };
}
