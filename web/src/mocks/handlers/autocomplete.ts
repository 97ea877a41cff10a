import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { guarded } from '../utils';

export const autocompleteHandlers = [
  http.get('/api/autocomplete/data', guarded(() => HttpResponse.json({ autoComplete: db.movies }))),
];
