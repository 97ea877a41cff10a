import { z } from '../zod.ts';

export const gridContactSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  company: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  /** County (or region) of the address. */
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  fax: z.string(),
  email: z.string(),
  web: z.string(),
  followers: z.int().nonnegative(),
});
export type GridContact = z.infer<typeof gridContactSchema>;

/** GET /api/aggrid/data. */
export const aggridResponseSchema = z.object({ data: z.array(gridContactSchema) });
export type AggridResponse = z.infer<typeof aggridResponseSchema>;
