import { describe, expect, it } from 'vitest';
import { loginSuccessSchema, refreshTokenResponseSchema } from '@app/common/apps/auth';
import { productPageSchema } from '@app/common/apps/datalist';
import { API, setupMockServer } from './testing';

// Page-level tests run in jsdom: handlers answer the page's own origin there, and tokens work.
setupMockServer();

const url = (path: string): string => `${API}${path}`;

describe('the mock service under jsdom', () => {
  it('answers requests to the page origin', async () => {
    const response = await fetch(url('/api/datalist/data'));
    expect(response.status).toBe(200);
    expect(productPageSchema.parse(await response.json()).data).toHaveLength(4);
  });

  it('signs and verifies tokens', async () => {
    const login = await fetch(url('/api/authenticate/login/user'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo@makueni.example', password: 'Demo@1234' }),
    });
    const loginBody: unknown = await login.json();
    const { accessToken } = loginSuccessSchema.parse(loginBody);
    const refresh = await fetch(url('/api/authenticate/refresh-token'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ accessToken }),
    });
    expect(refresh.status).toBe(200);
    expect(refreshTokenResponseSchema.parse(await refresh.json()).userData.email).toBe(
      'demo@makueni.example',
    );
  });
});
