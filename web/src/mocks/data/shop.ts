import {
  SHOP_BRANDS,
  type ShopCategory,
  type ShopProduct,
} from '@app/common/apps/shop';
import { createRandom, svgDataUri } from '../utils';

const SEED = 4_481;

const CATALOGUE: Record<ShopCategory, { colour: string; items: readonly string[] }> = {
  computers: {
    colour: '#5e50ee',
    items: ['Laptop 14"', 'Ultrabook 13"', 'Monitor 24"', 'Wireless Mouse', 'Keyboard', 'USB-C Hub', 'External SSD', 'Webcam HD'],
  },
  audio: {
    colour: '#b45309',
    items: ['Wireless Earbuds', 'Headphones', 'Bluetooth Speaker', 'Solar Radio', 'Soundbar', 'USB Microphone'],
  },
  phones: {
    colour: '#0e7490',
    items: ['Smartphone 6.5"', 'Feature Phone', 'Phone Case', 'Fast Charger', 'Screen Protector', 'Car Holder'],
  },
  fitness: {
    colour: '#15803d',
    items: ['Yoga Mat', 'Skipping Rope', 'Dumbbells 5 kg', 'Resistance Bands', 'Water Bottle', 'Fitness Band'],
  },
  home: {
    colour: '#be123c',
    items: ['Solar Lantern', 'Electric Kettle', 'Blender', 'Water Filter', 'Cooking Stove', 'Table Fan'],
  },
};

/** A square product picture: a coloured tile with the caption sized to fit. */
function productImage(caption: string, colour: string): string {
  const text = caption.replace(/[<>&"]/g, '');
  const size = Math.min(20, Math.floor(190 / Math.max(1, text.length)));
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 120 120">` +
      `<rect width="120" height="120" fill="${colour}"/>` +
      `<text x="60" y="${60 + size / 3}" font-family="Arial,sans-serif" font-size="${size}" ` +
      `font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  );
}

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
  for (const [category, { colour, items }] of Object.entries(CATALOGUE) as [
    ShopCategory,
    (typeof CATALOGUE)[ShopCategory],
  ][]) {
    for (const item of items) {
      for (const brand of random.sample(SHOP_BRANDS, 2)) {
        const id = products.length + 1;
        const [low, high] = PRICE_BANDS[category];
        const caption = item.split(' ')[0] ?? item;
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
          images: [0, 1, 2].map((n) =>
            productImage(n === 0 ? caption : `${caption} ${n + 1}`, n === 0 ? colour : '#4b5563'),
          ),
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
