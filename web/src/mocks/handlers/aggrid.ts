import { http, HttpResponse } from 'msw';
import { buildGridContacts } from '../data/aggrid';
import { db, defineCollection } from '../db';
import { apiPath, guarded } from '../utils';

defineCollection('gridContacts', buildGridContacts);

export const aggridHandlers = [
  http.get(
    apiPath('/api/aggrid/data'),
    guarded(() => HttpResponse.json({ data: db.gridContacts })),
  ),
];
