import { autocompleteResponseSchema, type Movie } from '@app/common/apps/autocomplete';
import { baseApi } from '@/lib/api/base-api';

/** GET /api/autocomplete/data (the mock service): the 100 sample movies. */
export const moviesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAutocompleteMovies: build.query<Movie[], void>({
      query: () => 'autocomplete/data',
      transformResponse: (response: unknown) =>
        autocompleteResponseSchema.parse(response).autoComplete,
    }),
  }),
});

export const { useGetAutocompleteMoviesQuery } = moviesApi;
