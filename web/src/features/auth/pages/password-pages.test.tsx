// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMockServer } from '@/testing/mock-server';
import { renderWithProviders } from '@/testing/render';
import { fill } from '@/testing/user';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';

setupMockServer({ namespaces: ['auth'] });

describe('forgot password page', () => {
  it('asks for a valid address, then says honestly that no email is sent', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { path: '/pages/forgot-password' });
    const email = await screen.findByLabelText('Email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your email address.')).toBeVisible();
    await waitFor(() => expect(email).toHaveFocus());
    await fill(user, email, 'someone@makueni.example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirmation = await screen.findByTestId('forgot-confirmation');
    expect(confirmation).toHaveTextContent(
      "If an account exists for someone@makueni.example, the county's administrator can reset its password.",
    );
    expect(confirmation).toHaveTextContent('This portal does not send email');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/pages/login',
    );
  });
});

describe('reset password page', () => {
  it('shows the rules, the mismatch, and an honest result', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordPage />, { path: '/pages/reset-password' });
    const password = await screen.findByLabelText('New password', { selector: 'input' });
    const confirm = screen.getByLabelText('Confirm new password', { selector: 'input' });
    const submit = screen.getByRole('button', { name: 'Set new password' });

    await user.click(submit);
    expect(await screen.findByText('Enter your password.')).toBeVisible();
    expect(screen.getByText('Enter the new password again.')).toBeVisible();
    await waitFor(() => expect(password).toHaveFocus());

    await fill(user, password, 'abc');
    expect(screen.getByText('The password does not meet the rules below.')).toBeVisible();
    await fill(user, password, 'Kilimo2026');
    expect(screen.queryByText('The password does not meet the rules below.')).toBeNull();
    await fill(user, confirm, 'Kilimo2025');
    expect(screen.getByText('The passwords do not match.')).toBeVisible();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('The passwords do not match.');

    await fill(user, confirm, 'Kilimo2026');
    expect(screen.queryByText('The passwords do not match.')).toBeNull();
    await user.click(submit);
    expect(await screen.findByTestId('reset-confirmation')).toHaveTextContent(
      'nothing has been changed',
    );
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordPage />, { path: '/pages/reset-password' });
    const password = await screen.findByLabelText('New password', { selector: 'input' });
    const [toggle] = screen.getAllByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(toggle as HTMLElement);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
