import { http, HttpResponse } from 'msw';
import { buildMovies } from '../data/autocomplete';
import { db, defineCollection } from '../db';
import { apiPath, guarded } from '../utils';

defineCollection('movies', buildMovies);

export const autocompleteHandlers = [
  http.get(
    apiPath('/api/autocomplete/data'),
    guarded(() => HttpResponse.json({ autoComplete: db.movies })),
  ),
];
