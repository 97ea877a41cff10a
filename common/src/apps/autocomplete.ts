import { z } from '../zod.ts';
import { idSchema } from './primitives';

export const movieSchema = z.object({
  title: z.string().min(1),
  /** 1 (best) to 100. */
  rank: z.int().min(1),
  id: idSchema,
});
export type Movie = z.infer<typeof movieSchema>;

/** GET /api/autocomplete/data. */
export const autocompleteResponseSchema = z.object({ autoComplete: z.array(movieSchema) });
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;
