import {
  ORDER_STATUSES,
  derivePopularity,
  type Product,
  type ProductCategory,
} from '@app/common/apps/datalist';
import { createRandom } from '../utils';
import { productImage } from './product-images';

const SEED = 20_251;
export const PRODUCT_COUNT = 100;
export const MIN_PRICE = 4.99;
export const MAX_PRICE = 699.99;

/**
 * What a county stall sells for 4.99 to 699.99 shillings: accessories and small goods, each with
 * its own price band inside that range (no laptop at 700 shillings, no cable at 600), priced in
 * the shop's currency and written as the shop writes its prices. None of them is also one of the
 * shop's products, whose prices run to thousands of shillings.
 */
const CATALOGUE: Record<ProductCategory, { items: readonly (readonly [string, number, number])[] }> = {
  Computers: {
    items: [
      ['Flash Drive 64 GB', 550, MAX_PRICE],
      ['Mouse Pad', 150, 350],
      ['USB Cable 1 m', 150, 300],
      ['Wired Mouse', 400, 650],
      ['Keyboard Cover', 100, 250],
      ['HDMI Cable 1.5 m', 300, 600],
      ['Blank DVD', 20, 60],
      ['Screen Wipes', 80, 200],
      ['Cable Tie', MIN_PRICE, 15],
      ['Laptop Sticker', 30, 100],
      ['Micro SD Adapter', 50, 150],
      ['USB OTG Adapter', 100, 250],
      ['Printer Paper, 100 Sheets', 150, 250],
      ['Ink Refill', 250, 500],
      ['Cable Organiser', 100, 300],
      ['Monitor Dust Cover', 200, 450],
      ['AA Batteries, 2 Pack', 80, 200],
      ['Card Reader', 250, 500],
      ['Ethernet Cable 3 m', 200, 400],
      ['Laptop Skin', 300, 600],
      ['Webcam Cover', 50, 150],
      ['Stylus Pen', 100, 300],
      ['Thermal Paste', 150, 400],
      ['Cleaning Brush', 50, 150],
      ['Memory Card 16 GB', 450, MAX_PRICE],
    ],
  },
  Audio: {
    items: [
      ['Earphones with Mic', 200, 600],
      ['Aux Cable 1 m', 80, 200],
      ['Radio Batteries, 4 Pack', 150, 350],
      ['Headphone Adapter', 50, 150],
      ['Ear Tips, 3 Pairs', 50, 150],
      ['Earphone Case', 100, 250],
      ['Mini Phone Speaker', 450, MAX_PRICE],
      ['Speaker Wire 5 m', 150, 350],
      ['Microphone Foam Cover', 50, 150],
      ['Cassette Tape', 80, 200],
      ['Audio Splitter Cable', 100, 250],
      ['Headphone Hook', 150, 350],
      ['Guitar Picks, 5 Pack', 30, 100],
      ['Volume Knob', 20, 80],
      ['Radio Antenna', 150, 400],
      ['Bluetooth Receiver', 400, MAX_PRICE],
      ['Blank CD', 20, 50],
      ['Cable Clips, 10 Pack', 40, 120],
    ],
  },
  Fitness: {
    items: [
      ['Sweatband', 80, 200],
      ['Whistle', 50, 150],
      ['Football Pump', 300, 600],
      ['Shoe Laces', 50, 150],
      ['Hand Grip', 250, 500],
      ['Gym Towel', 250, 500],
      ['Knee Support', 400, MAX_PRICE],
      ['Headband', 100, 250],
      ['Sports Socks', 100, 250],
      ['Cone Markers, 10 Pack', 400, MAX_PRICE],
      ['Chalk Block', 100, 250],
      ['Energy Bar', 40, 120],
      ['Electrolyte Sachet', 20, 60],
      ['Ball Needle', 20, 60],
      ['Mouth Guard', 150, 400],
      ['Shin Guards', 450, MAX_PRICE],
      ['Training Bib', 150, 300],
      ['Wrist Wraps', 200, 450],
    ],
  },
};

const EDITIONS = ['Classic', 'Pro', 'Lite', 'Max', 'Plus'] as const;

/** About 100 sample products, priced 4.99 to 699.99 shillings, across Computers, Audio and Fitness. */
export function buildProducts(): Product[] {
  const random = createRandom(SEED);
  const categories = Object.keys(CATALOGUE) as ProductCategory[];
  const products: Product[] = [];
  for (let index = 0; index < PRODUCT_COUNT; index += 1) {
    const category = categories[index % categories.length] ?? 'Computers';
    const { items } = CATALOGUE[category];
    const [base, low, high] = items[Math.floor(index / categories.length) % items.length] ?? [
      'Item',
      MIN_PRICE,
      MAX_PRICE,
    ];
    const edition =
      EDITIONS[Math.floor(index / (categories.length * items.length)) % EDITIONS.length];
    const name =
      index < categories.length * items.length ? base : `${base} ${edition ?? ''}`.trim();
    let price: number;
    if (index === 0) price = MAX_PRICE;
    else if (index === PRODUCT_COUNT - 1) price = MIN_PRICE;
    else price = Math.max(MIN_PRICE, Math.floor(random.float(low, high, 0)) - 0.01);
    products.push({
      id: index + 1,
      name,
      category,
      price: Math.min(MAX_PRICE, price).toFixed(2),
      order_status: random.pick(ORDER_STATUSES),
      img: productImage(category),
      popularity: derivePopularity(random.int(5, 100)),
    });
  }
  return products;
}
