// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { autocompleteResponseSchema } from '@app/common/apps/autocomplete';
import { getJson, setupMockServer } from '../testing';

setupMockServer();

describe('GET /api/autocomplete/data', () => {
  it('answers { autoComplete } with 100 ranked movies', async () => {
    const response = await getJson('/api/autocomplete/data');
    expect(response.status).toBe(200);
    const { autoComplete } = autocompleteResponseSchema.parse(await response.json());
    expect(autoComplete).toHaveLength(100);
    expect(autoComplete[0]).toEqual({ title: 'The Shawshank Redemption', rank: 1, id: 1 });
    expect(autoComplete.at(-1)?.rank).toBe(100);
  });
});
