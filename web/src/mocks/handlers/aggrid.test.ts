// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { aggridResponseSchema } from '@app/common/apps/aggrid';
import { getJson, setupMockServer } from '../testing';

setupMockServer();

describe('GET /api/aggrid/data', () => {
  it('answers { data } with every contact and field', async () => {
    const response = await getJson('/api/aggrid/data');
    expect(response.status).toBe(200);
    const { data } = aggridResponseSchema.parse(await response.json());
    expect(data).toHaveLength(500);
    expect(Object.keys(data[0] ?? {}).sort()).toEqual([
      'address',
      'city',
      'company',
      'country',
      'email',
      'fax',
      'firstname',
      'followers',
      'lastname',
      'phone',
      'state',
      'web',
      'zip',
    ]);
  });
});
