import { z } from '../zod.ts';
import { idParamSchema, idSchema } from './primitives';

/** Categories of the shop's products. */
export const SHOP_CATEGORIES = ['computers', 'audio', 'phones', 'fitness', 'home'] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

export const SHOP_BRANDS = ['Acacia', 'Baobab', 'Chyulu', 'Kibwezi', 'Mbooni', 'Wote'] as const;
export type ShopBrand = (typeof SHOP_BRANDS)[number];

/** Orders GET /api/shop/products knows (`sort`). */
export const SHOP_SORTS = ['featured', 'price-asc', 'price-desc', 'rating', 'name'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

export const SHOP_DEFAULT_PAGE_SIZE = 9;
export const SHOP_MAX_PAGE_SIZE = 100;

export const shopProductSchema = z.object({
  id: idSchema,
  name: z.string(),
  brand: z.enum(SHOP_BRANDS),
  category: z.enum(SHOP_CATEGORIES),
  /** Whole stars, 1 to 5. */
  rating: z.number().int().min(1).max(5),
  /** Price in Kenyan shillings, two decimals at most. */
  price: z.number().nonnegative(),
  description: z.string(),
  /** Image addresses (data URIs in the sample data); the first is the cover. */
  images: z.array(z.string()).min(1),
  /** Items in stock; 0 means sold out. */
  stock: z.number().int().nonnegative(),
  colours: z.array(z.string()),
  freeShipping: z.boolean(),
});
export type ShopProduct = z.infer<typeof shopProductSchema>;

export const shopProductPageSchema = z.object({
  data: z.array(shopProductSchema),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  perPage: z.number().int().positive(),
  /** Lowest and highest price in the whole catalogue (for the price filter). */
  priceRange: z.tuple([z.number(), z.number()]),
});
export type ShopProductPage = z.infer<typeof shopProductPageSchema>;

export const shopProductResponseSchema = z.object({
  product: shopProductSchema,
  /** Up to four products of the same category. */
  related: z.array(shopProductSchema),
});
export type ShopProductResponse = z.infer<typeof shopProductResponseSchema>;

const priceParam = z
  .string()
  .trim()
  .regex(/^\d+(\.\d{1,2})?$/, { error: 'must be a non-negative amount' })
  .transform(Number);

/** The query of GET /api/shop/products; `category` and `brand` may list several values. */
export const shopProductsQuerySchema = z
  .object({
    page: idParamSchema.optional(),
    perPage: idParamSchema
      .refine((n) => n <= SHOP_MAX_PAGE_SIZE, {
        error: `must be at most ${SHOP_MAX_PAGE_SIZE}`,
      })
      .optional(),
    q: z.string().trim().max(100, { error: 'must be at most 100 characters' }).optional(),
    category: z.array(z.enum(SHOP_CATEGORIES)).optional(),
    brand: z.array(z.enum(SHOP_BRANDS)).optional(),
    minPrice: priceParam.optional(),
    maxPrice: priceParam.optional(),
    /** Lowest rating (1-5). */
    rating: z
      .string()
      .regex(/^[1-5]$/, { error: 'must be a whole number from 1 to 5' })
      .transform(Number)
      .optional(),
    sort: z.enum(SHOP_SORTS).optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    error: 'minPrice must not be above maxPrice',
    path: ['minPrice'],
  });
export type ShopProductsQuery = z.infer<typeof shopProductsQuerySchema>;
