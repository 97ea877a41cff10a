import { z } from '../zod.ts';
import { idSchema } from './primitives';

export const PRODUCT_CATEGORIES = ['Computers', 'Audio', 'Fitness'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const ORDER_STATUSES = ['on hold', 'delivered', 'canceled', 'pending'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const POPULARITY_COLORS = ['success', 'primary', 'warning', 'danger'] as const;
export type PopularityColor = (typeof POPULARITY_COLORS)[number];

/** Lower bounds (inclusive) of each popularity colour; below the last one is danger. */
export const POPULARITY_THRESHOLDS = { success: 75, primary: 55, warning: 35 } as const;

/** Page size of GET /api/datalist/data when no paging is given. */
export const DATALIST_DEFAULT_PAGE_SIZE = 4;

/** Page sizes the data list offers. */
export const DATALIST_PAGE_SIZES = [4, 10, 20, 50] as const;

/** Columns GET /api/datalist/data sorts by (`sort`), ascending unless `dir=desc`. */
export const DATALIST_SORTS = ['id', 'name', 'category', 'price', 'popularity', 'status'] as const;
export type DatalistSort = (typeof DATALIST_SORTS)[number];

export const popularitySchema = z.object({
  popValue: z.number(),
  color: z.enum(POPULARITY_COLORS),
});
export type Popularity = z.infer<typeof popularitySchema>;

/** Reads a popularity value: a finite number (or numeric text) of 0 or more, else null. */
function readPopValue(raw: unknown): number | null {
  let value: number;
  if (typeof raw === 'number') value = raw;
  else if (typeof raw === 'string' && raw.trim() !== '') value = Number(raw.trim());
  else return null;
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** The colour for a valid popularity value (0 or more). */
export function popularityColor(popValue: number): PopularityColor {
  if (popValue >= POPULARITY_THRESHOLDS.success) return 'success';
  if (popValue >= POPULARITY_THRESHOLDS.primary) return 'primary';
  if (popValue >= POPULARITY_THRESHOLDS.warning) return 'warning';
  return 'danger';
}

/**
 * Popularity from any input: 75 and above success; 55 to under 75 primary; 35 to under 55
 * warning; 0 to under 35 danger. Numeric text ("80") counts as its number. Anything else
 * (negative, NaN, Infinity, non-numeric text such as "abc", missing) gives value 0 and danger.
 */
export function derivePopularity(raw: unknown): Popularity {
  const value = readPopValue(raw);
  if (value === null) return { popValue: 0, color: 'danger' };
  return { popValue: value, color: popularityColor(value) };
}

/** Number of pages for `count` items: count / perPage, rounded up. */
export function totalPagesFor(count: number, perPage: number): number {
  return perPage > 0 ? Math.ceil(count / perPage) : 0;
}

export const productSchema = z.object({
  id: idSchema,
  name: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  /** Price in text form with two decimals, e.g. `"129.99"`. */
  price: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  /** Image address (a data URI in the sample data). */
  img: z.string(),
  popularity: popularitySchema,
});
export type Product = z.infer<typeof productSchema>;

/** GET /api/datalist/initial-data: the full list (a JSON array). */
export const productListSchema = z.array(productSchema);

/** GET /api/datalist/data?page&perPage. */
export const productPageSchema = z.object({
  data: z.array(productSchema),
  totalPages: z.int().nonnegative(),
  /** Rows matching the query, over all pages (an addition to the spec's answer). */
  total: z.int().nonnegative().optional(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/** A price given as a number or numeric text, 0 or more; stored as text with two decimals. */
export const priceInputSchema = z
  .union([z.number(), z.string().trim().min(1)], { error: 'must be a number or numeric text' })
  .transform((value, ctx) => {
    const number = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(number) || number < 0) {
      ctx.addIssue({ code: 'custom', message: 'must be a number of 0 or more' });
      return z.NEVER;
    }
    return number.toFixed(2);
  });

/** Popularity as a form sends it: only `popValue` counts, and any value is accepted. */
const popularityInputSchema = z.object({ popValue: z.unknown() });

export const productInputSchema = z.object({
  name: z.string().trim().min(1, { error: 'must not be empty' }),
  category: z.enum(PRODUCT_CATEGORIES),
  price: priceInputSchema,
  order_status: z.enum(ORDER_STATUSES),
  img: z.string().optional(),
  popularity: popularityInputSchema.optional(),
});
export type ProductInput = z.input<typeof productInputSchema>;

/** POST /api/datalist/add-data: `{ obj }`; the id is assigned by the service. */
export const addProductBodySchema = z.object({ obj: productInputSchema });
export type AddProductBody = z.input<typeof addProductBodySchema>;

/** POST /api/datalist/update-data: `{ obj }` with the id and the fields to change. */
export const updateProductBodySchema = z.object({
  obj: productInputSchema.partial().extend({ id: idSchema }),
});
export type UpdateProductBody = z.input<typeof updateProductBodySchema>;

/** POST /api/datalist/delete-data: `{ obj }`, where only `obj.id` is read. */
export const deleteProductBodySchema = z.object({ obj: z.object({ id: idSchema }) });
export type DeleteProductBody = z.input<typeof deleteProductBodySchema>;

/** POST /api/datalist/delete-selected: `{ arr }` of ids (or of rows with an id). */
export const deleteSelectedBodySchema = z.object({
  arr: z
    .array(
      z.union([idSchema, z.object({ id: idSchema })], {
        error: 'must be an id or a row with an id',
      }),
    )
    .min(1, { error: 'must list at least one id' })
    .transform((items) => items.map((item) => (typeof item === 'number' ? item : item.id))),
});
export type DeleteSelectedBody = z.input<typeof deleteSelectedBodySchema>;

/** Answer of add-data and update-data. */
export const productResponseSchema = z.object({ product: productSchema });
/** Answer of delete-data and delete-selected. */
export const deletedProductsResponseSchema = z.object({ deleted: z.array(idSchema) });
