import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { guarded } from '../utils';

export const aggridHandlers = [
  http.get('/api/aggrid/data', guarded(() => HttpResponse.json({ data: db.gridContacts }))),
];
