import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { apiPath, guarded } from '../utils';

export const aggridHandlers = [
  http.get(
    apiPath('/api/aggrid/data'),
    guarded(() => HttpResponse.json({ data: db.gridContacts })),
  ),
];
