import audio from './product-images/audio.svg';
import computers from './product-images/computers.svg';
import fitness from './product-images/fitness.svg';
import home from './product-images/home.svg';
import phones from './product-images/phones.svg';

/**
 * One drawn picture per product category (320 × 200, shipped with the app: no network), for the
 * shop and the data list alike.
 */
export const PRODUCT_IMAGES = { audio, computers, fitness, home, phones } as const;

/** Picture width and height, for image boxes that must not shift while it loads. */
export const PRODUCT_IMAGE_SIZE = { width: 320, height: 200 } as const;

export type ImageCategory = keyof typeof PRODUCT_IMAGES;

/** The picture of a category, in either spelling ("Computers" in the data list, "computers" in the shop). */
export function productImage(category: string): string {
  const key = category.toLowerCase() as ImageCategory;
  return PRODUCT_IMAGES[key] ?? PRODUCT_IMAGES.computers;
}
