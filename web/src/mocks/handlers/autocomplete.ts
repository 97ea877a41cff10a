import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { apiPath, guarded } from '../utils';

export const autocompleteHandlers = [
  http.get(
    apiPath('/api/autocomplete/data'),
    guarded(() => HttpResponse.json({ autoComplete: db.movies })),
  ),
];
