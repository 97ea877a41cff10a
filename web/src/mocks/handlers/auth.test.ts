// @vitest-environment node
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  DEMO_ACCOUNTS,
  loginSuccessSchema,
  refreshTokenResponseSchema,
} from '@app/common/apps/auth';
import { signAccessToken } from '../auth';
import { db } from '../db';
import { postJson, setupMockServer } from '../testing';

setupMockServer();

const LOGIN = '/api/authenticate/login/user';
const REGISTER = '/api/authenticate/register/user';
const REFRESH = '/api/authenticate/refresh-token';

describe('the auth messages (refused sign-in, registration, expired token)', () => {
  it('holds the messages verbatim', () => {
    expect(AUTH_MESSAGES).toEqual({
      invalidLogin: 'Email Or Password Invalid',
      emailInUse: 'This email is already in use.',
      emptyName: 'Please enter your name.',
      invalidToken: 'Invalid access token',
      defaultLoginError: 'Something went wrong',
    });
  });
});

describe('POST /api/authenticate/login/user', () => {
  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account]))(
    'logs %s in with a JWT and no password',
    async (_email, account) => {
      const response = await postJson(LOGIN, { email: account.email, password: account.password });
      expect(response.status).toBe(200);
      const json: unknown = await response.json();
      expect(JSON.stringify(json)).not.toContain(account.password);
      const { user, accessToken } = loginSuccessSchema.parse(json);
      expect(user).toMatchObject({
        email: account.email,
        role: account.role,
        name: account.name,
        fullName: account.name,
        loggedInWith: 'jwt',
      });
      expect(user).not.toHaveProperty('password');
      expect(decodeJwt(accessToken).id).toBe(user.id);
    },
  );

  it('offers the demo, admin and staff accounts with menu roles', () => {
    expect(DEMO_ACCOUNTS.map((account) => [account.email.split('@')[0], account.role])).toEqual([
      ['demo', 'editor'],
      ['admin', 'admin'],
      ['staff', 'editor'],
    ]);
  });

  it('ignores the case of the email', async () => {
    const response = await postJson(LOGIN, {
      email: 'ADMIN@Makueni.example',
      password: 'Admin@1234',
    });
    expect(loginSuccessSchema.safeParse(await response.json()).success).toBe(true);
  });

  it.each([
    ['a wrong password', { email: 'admin@makueni.example', password: 'admin' }],
    ['an unknown email', { email: 'nobody@makueni.example', password: 'Admin@1234' }],
    ['empty fields', { email: '', password: '' }],
  ])('answers 200 "Email Or Password Invalid" for %s', async (_case, body) => {
    const response = await postJson(LOGIN, body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ error: 'Email Or Password Invalid' });
  });

  it.each([
    [{ email: 'admin@makueni.example' }, /password/],
    [{ email: 3, password: 'x' }, /email/],
    ['', /JSON body/],
  ])('refuses malformed input %j with 400', async (body, message) => {
    const response = await postJson(LOGIN, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  });
});

describe('POST /api/authenticate/register/user', () => {
  it('registers a new user, answers { user, accessToken } and lets them log in', async () => {
    const body = {
      email: 'mumbua.kivuva@mail.example',
      password: 'Secret#1',
      name: 'Mumbua Kivuva',
    };
    const response = await postJson(REGISTER, body);
    expect(response.status).toBe(200);
    const { user, accessToken } = loginSuccessSchema.parse(await response.json());
    expect(user).toMatchObject({ id: 4, email: body.email, name: body.name, loggedInWith: 'jwt' });
    expect(user).not.toHaveProperty('password');
    expect(decodeJwt(accessToken).id).toBe(4);
    expect(db.logins).toHaveLength(4);
    const login = await postJson(LOGIN, { email: body.email, password: body.password });
    expect(loginSuccessSchema.parse(await login.json()).user.id).toBe(4);
  });

  it('refuses an email already in use', async () => {
    const response = await postJson(REGISTER, {
      email: 'demo@makueni.example',
      password: 'x',
      name: 'Someone',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      error: { email: AUTH_MESSAGES.emailInUse, name: null },
    });
    expect(AUTH_MESSAGES.emailInUse).toBe('This email is already in use.');
    expect(db.logins).toHaveLength(3);
  });

  it.each([[''], ['   '], [undefined]])('refuses the empty name %j', async (name) => {
    const response = await postJson(REGISTER, { email: 'new@mail.example', password: 'x', name });
    expect(await response.json()).toEqual({
      error: { email: null, name: 'Please enter your name.' },
    });
    expect(db.logins).toHaveLength(3);
  });

  it('reports both problems at once', async () => {
    const response = await postJson(REGISTER, {
      email: 'Staff@makueni.example',
      password: 'x',
      name: '',
    });
    expect(await response.json()).toEqual({
      error: { email: 'This email is already in use.', name: 'Please enter your name.' },
    });
    expect(db.logins).toHaveLength(3);
  });

  it.each([
    [{ email: 'not-an-email', password: 'x', name: 'A' }, /email/],
    [{ email: 'a@mail.example', password: '', name: 'A' }, /password/],
    [{ email: 'a@mail.example', password: 'x', name: 5 }, /name/],
  ])('refuses malformed input %j with 400', async (body, message) => {
    const response = await postJson(REGISTER, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
    expect(db.logins).toHaveLength(3);
  });
});

describe('POST /api/authenticate/refresh-token', () => {
  it('answers { userData, accessToken } for a valid token', async () => {
    const login = loginSuccessSchema.parse(
      await (
        await postJson(LOGIN, { email: 'staff@makueni.example', password: 'Staff@1234' })
      ).json(),
    );
    const response = await postJson(REFRESH, { accessToken: login.accessToken });
    expect(response.status).toBe(200);
    const { userData, accessToken } = refreshTokenResponseSchema.parse(await response.json());
    expect(userData).toEqual(login.user);
    expect(userData).not.toHaveProperty('password');
    expect(decodeJwt(accessToken).id).toBe(login.user.id);
  });

  it.each([
    ['an expired token', () => signAccessToken(1, Math.floor(Date.now() / 1000) - 8001)],
    ['garbage', () => Promise.resolve('abc.def.ghi')],
    ['an empty token', () => Promise.resolve('')],
    ['a token of an unknown user', () => signAccessToken(99)],
  ])('answers 401 "Invalid access token" for %s', async (_case, token) => {
    const response = await postJson(REFRESH, { accessToken: await token() });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Invalid access token' });
  });

  it('accepts a token issued just under 8000 seconds ago', async () => {
    const token = await signAccessToken(1, Math.floor(Date.now() / 1000) - 7990);
    expect((await postJson(REFRESH, { accessToken: token })).status).toBe(200);
  });

  it('refuses a body without accessToken with 400', async () => {
    const response = await postJson(REFRESH, {});
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/accessToken/);
  });
});
