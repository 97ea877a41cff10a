import { describe, expect, it } from 'vitest';
import { makeStore } from '@/lib/store/store';
import { meta } from '../testing/fixtures';
import { setupApiTests, stubApi } from '../testing/render';
import { projectsApi } from './projects-api';
import { queryErrorMessage } from '@/lib/api/query-error-message';

setupApiTests();

async function fetchMeta(body: unknown, status = 200) {
  stubApi((url) => (url.pathname === '/api/v1/meta' ? { status, body } : undefined));
  const store = makeStore();
  const result = await store.dispatch(projectsApi.endpoints.getMeta.initiate());
  return result;
}

describe('the projects API client', () => {
  it('hands over an answer that matches the contract', async () => {
    const result = await fetchMeta(meta);
    expect(result.data).toEqual(meta);
  });

  it('turns an answer of the wrong shape into an error naming the field', async () => {
    const result = await fetchMeta({ ...meta, departments: 'none' });
    expect(result.data).toBeUndefined();
    expect(queryErrorMessage(result.error)).toMatch(
      /^The API answered in an unexpected shape \(departments: /,
    );
  });

  it("reports the API's own error message with its status", async () => {
    const result = await fetchMeta(
      { statusCode: 400, error: 'Bad Request', message: 'ward: unknown ward "x"' },
      400,
    );
    expect(queryErrorMessage(result.error)).toBe('400: ward: unknown ward "x"');
  });
});
