import {
  SHOP_BRANDS,
  type ShopCategory,
  type ShopProduct,
} from '@app/common/apps/shop';
import { createRandom } from '../utils';
import { productImage } from './product-images';

const SEED = 4_481;

const CATALOGUE: Record<ShopCategory, { items: readonly string[] }> = {
  computers: {
    items: ['Laptop 14"', 'Ultrabook 13"', 'Monitor 24"', 'Wireless Mouse', 'Keyboard', 'USB-C Hub', 'External SSD', 'Webcam HD'],
  },
  audio: {
    items: ['Wireless Earbuds', 'Headphones', 'Bluetooth Speaker', 'Solar Radio', 'Soundbar', 'USB Microphone'],
  },
  phones: {
    items: ['Smartphone 6.5"', 'Feature Phone', 'Phone Case', 'Fast Charger', 'Screen Protector', 'Car Holder'],
  },
  fitness: {
    items: ['Yoga Mat', 'Skipping Rope', 'Dumbbells 5 kg', 'Resistance Bands', 'Water Bottle', 'Fitness Band'],
  },
  home: {
    items: ['Solar Lantern', 'Electric Kettle', 'Blender', 'Water Filter', 'Cooking Stove', 'Table Fan'],
  },
};

const COLOURS = ['Black', 'White', 'Blue', 'Red', 'Green'] as const;

const PRICE_BANDS: Record<ShopCategory, [number, number]> = {
  computers: [1_500, 140_000],
  audio: [1_200, 45_000],
  phones: [500, 90_000],
  fitness: [400, 16_000],
  home: [800, 24_000],
};

/** The shop's products: every item of the catalogue in two brands, from a fixed seed. */
export function buildShopProducts(): ShopProduct[] {
  const random = createRandom(SEED);
  const products: ShopProduct[] = [];
  for (const [category, { items }] of Object.entries(CATALOGUE) as [
    ShopCategory,
    (typeof CATALOGUE)[ShopCategory],
  ][]) {
    for (const item of items) {
      for (const brand of random.sample(SHOP_BRANDS, 2)) {
        const id = products.length + 1;
        const [low, high] = PRICE_BANDS[category];
        products.push({
          id,
          name: `${brand} ${item}`,
          brand,
          category,
          rating: random.int(1, 5),
          price: Math.round(random.float(low, high) / 100) * 100 - 1,
          description:
            `The ${brand} ${item} is built for daily use in homes, offices and markets. ` +
            `It comes with a one-year warranty and spare parts from local dealers.`,
          images: [productImage(category)],
          stock: random.bool(0.15) ? 0 : random.int(1, 40),
          colours: random.sample(COLOURS, random.int(1, 3)),
          freeShipping: random.bool(0.4),
        });
      }
    }
  }
  return products;
}

export const shopProducts: readonly ShopProduct[] = buildShopProducts();
