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

const CATALOGUE: Record<ProductCategory, { items: readonly string[] }> = {
  Computers: {
    items: [
      'Laptop 14"',
      'Laptop 15.6"',
      'Ultrabook 13"',
      'Desktop Tower',
      'Mini PC',
      'Monitor 24"',
      'Monitor 27"',
      'Wireless Mouse',
      'Mechanical Keyboard',
      'USB-C Hub',
      'External SSD 1 TB',
      'Flash Drive 64 GB',
      'Webcam HD',
      'Laptop Stand',
      'Wi-Fi Router',
      'Network Switch',
      'Laser Printer',
      'Document Scanner',
      'Power Bank',
      'UPS 650 VA',
      'Graphics Tablet',
      'Laptop Bag',
      'HDMI Cable',
      'Memory Card 128 GB',
      'Tablet 10"',
    ],
  },
  Audio: {
    items: [
      'Wireless Earbuds',
      'Over-Ear Headphones',
      'Bluetooth Speaker',
      'Portable Radio',
      'Soundbar',
      'Studio Monitor',
      'USB Microphone',
      'Lapel Microphone',
      'PA Speaker',
      'Audio Interface',
      'Headset with Mic',
      'Turntable',
      'Car Stereo',
      'Amplifier',
      'Subwoofer',
      'Karaoke Set',
      'Noise-Cancelling Headphones',
      'Solar Radio',
    ],
  },
  Fitness: {
    items: [
      'Yoga Mat',
      'Skipping Rope',
      'Dumbbell Pair 5 kg',
      'Kettlebell 12 kg',
      'Resistance Bands',
      'Running Shoes',
      'Fitness Tracker',
      'Exercise Bike',
      'Treadmill',
      'Water Bottle',
      'Foam Roller',
      'Pull-Up Bar',
      'Gym Gloves',
      'Football',
      'Netball',
      'Cycling Helmet',
      'Stopwatch',
      'Ab Wheel',
    ],
  },
};

const EDITIONS = ['Classic', 'Pro', 'Lite', 'Max', 'Plus'] as const;

/** About 100 sample products, priced 4.99 to 699.99, across Computers, Audio and Fitness. */
export function buildProducts(): Product[] {
  const random = createRandom(SEED);
  const categories = Object.keys(CATALOGUE) as ProductCategory[];
  const products: Product[] = [];
  for (let index = 0; index < PRODUCT_COUNT; index += 1) {
    const category = categories[index % categories.length] ?? 'Computers';
    const { items } = CATALOGUE[category];
    const base = items[Math.floor(index / categories.length) % items.length] ?? 'Item';
    const edition =
      EDITIONS[Math.floor(index / (categories.length * items.length)) % EDITIONS.length];
    const name =
      index < categories.length * items.length ? base : `${base} ${edition ?? ''}`.trim();
    let price: number;
    if (index === 0) price = MAX_PRICE;
    else if (index === PRODUCT_COUNT - 1) price = MIN_PRICE;
    else price = Math.floor(random.float(MIN_PRICE, MAX_PRICE, 0)) + 0.99;
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
