// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { selectUser, selectUserRole } from '../auth-slice';
import { server, setupMockServer } from '@/testing/mock-server';
import { renderWithProviders } from '@/testing/render';
import { fill } from '@/testing/user';
import { ACCESS_TOKEN_KEY } from '../token-storage';
import RegisterPage from './register-page';

setupMockServer({ namespaces: ['auth'] });

async function setUp() {
  const user = userEvent.setup();
  const view = renderWithProviders(<RegisterPage />, { path: '/pages/register' });
  const fields = {
    name: await screen.findByLabelText('Full name'),
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password', { selector: 'input' }),
    terms: screen.getByLabelText("I agree to the portal's terms of use and privacy policy."),
    submit: screen.getByRole('button', { name: 'Create account' }),
  };
  return { user, ...view, fields };
}

async function complete(
  user: UserEvent,
  fields: Awaited<ReturnType<typeof setUp>>['fields'],
  values: { name: string; email: string; password: string },
) {
  await fill(user, fields.name, values.name);
  await fill(user, fields.email, values.email);
  await fill(user, fields.password, values.password);
  await user.click(fields.terms);
  await user.click(fields.submit);
}

describe('register page', () => {
  it('shows both server messages at once, under their fields, and focuses the first', async () => {
    const { user, fields, store } = await setUp();
    await complete(user, fields, {
      name: '',
      email: 'admin@makueni.example',
      password: 'Kilimo2026',
    });
    expect(await screen.findByText('This email is already in use.')).toBeVisible();
    expect(screen.getByText('Please enter your name.')).toBeVisible();
    expect(fields.name).toHaveAccessibleDescription('Please enter your name.');
    expect(fields.email).toHaveAccessibleDescription('This email is already in use.');
    await waitFor(() => expect(fields.name).toHaveFocus());
    expect(selectUser(store.getState())).toBeNull();

    // A server message stays until its own field changes.
    await fill(user, fields.name, 'Mutheu Kilonzo');
    expect(screen.queryByText('Please enter your name.')).toBeNull();
    expect(screen.getByText('This email is already in use.')).toBeVisible();
  });

  it('checks email, password rules and terms before calling', async () => {
    const { user, fields } = await setUp();
    await fill(user, fields.email, 'not-an-email');
    await fill(user, fields.password, 'short');
    await user.click(fields.submit);
    expect(
      await screen.findByText('Enter a valid email address, like name@example.com.'),
    ).toBeVisible();
    expect(screen.getByText('The password does not meet the rules below.')).toBeVisible();
    expect(screen.getByText('Accept the terms of use to create an account.')).toBeVisible();
    await waitFor(() => expect(fields.email).toHaveFocus());
    expect(fields.password).toHaveAccessibleDescription(
      expect.stringContaining('At least 8 characters'),
    );
    expect(document.querySelector('[data-rule="letter"]')).toHaveAttribute('data-met', 'true');
    expect(document.querySelector('[data-rule="length"]')).toHaveAttribute('data-met', 'false');
  });

  it('creates the account, opens its session as an editor and goes Home', async () => {
    const { user, fields, store } = await setUp();
    await complete(user, fields, {
      name: 'Mutheu Kilonzo',
      email: 'mutheu@makueni.example',
      password: 'Kilimo2026',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(selectUser(store.getState())).toMatchObject({
      name: 'Mutheu Kilonzo',
      email: 'mutheu@makueni.example',
    });
    expect(selectUserRole(store.getState())).toBe('editor');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).not.toBeNull();
  });

  it('shows "Something went wrong" when the call fails', async () => {
    server.use(http.post('/api/authenticate/register/user', () => HttpResponse.error()));
    const { user, fields } = await setUp();
    await complete(user, fields, {
      name: 'Mutheu Kilonzo',
      email: 'mutheu@makueni.example',
      password: 'Kilimo2026',
    });
    expect(await screen.findByTestId('register-error')).toHaveTextContent('Something went wrong');
  });
});
