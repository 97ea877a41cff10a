import { expect, test } from '../../fixtures';

test.describe('catalogue forms', () => {
  test('the Formik form refuses a bad or taken email with its message and submits a good one', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/forms/formik');
    const form = page.getByRole('region', { name: 'Sign-up form' });
    const email = form.getByLabel('Email', { exact: true });

    await form.getByLabel('Full name').fill('Mwikali Musyoka');
    await email.fill('not-an-email');
    await email.blur();
    await expect(
      form.getByText('Enter a valid email address, such as name@makueni.example.'),
    ).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    // An address one of the mock's users already has.
    await email.fill('someone@new.example');
    await expect(email).toHaveAttribute('aria-invalid', 'false');
    const taken = await page.evaluate(async () => {
      const response = await fetch('/api/users/list?page=1&perPage=1');
      const body = (await response.json()) as { users: { email: string }[] };
      return body.users[0]?.email ?? '';
    });
    expect(taken).toContain('@');
    await email.fill(taken);
    await expect(form.getByText('This email address is already registered.')).toBeVisible();

    await email.fill('mwikali.musyoka@new.example');
    await expect(form.getByText('Checking the email address…')).toBeHidden();
    await expect(email).toHaveAttribute('aria-invalid', 'false');
    await form.getByLabel('Password', { exact: true }).fill('water2025');
    await form.getByLabel('Confirm password').fill('water2025');
    await form.getByLabel('Ward').selectOption('wote');
    await form.getByLabel('I accept the terms of use').check();
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByRole('button', { name: /Creating account/ })).toBeDisabled();
    await expect(form.getByText('Account created for Mwikali Musyoka.')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the wizard will not pass a step with an empty required field', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/forms/wizard');
    const wizard = page.getByRole('region', { name: 'Horizontal' });
    const next = wizard.getByRole('button', { name: 'Next' });

    await next.click();
    await expect(wizard.getByText('Step 1 of 4')).toBeVisible();
    await expect(wizard.getByText('Enter an email address.')).toBeVisible();
    await expect(wizard.getByLabel(/^Email/)).toBeFocused();
    // Later steps cannot be opened from the step list either.
    await expect(wizard.getByRole('button', { name: /Personal details/ })).toBeDisabled();

    await wizard.getByLabel(/^Email/).fill('kioko@makueni.example');
    await wizard.getByLabel(/^Password/).fill('borehole42');
    await wizard.getByLabel(/^Password/).press('Enter');
    await expect(wizard.getByText('Step 2 of 4')).toBeVisible();
    await expect(wizard.getByRole('heading', { name: 'Personal details' })).toBeFocused();

    await wizard.getByLabel(/^First name/).fill('Kioko');
    await wizard.getByLabel(/^Ward/).selectOption('wote');
    await next.click();
    await expect(wizard.getByText('Step 2 of 4')).toBeVisible();
    await expect(wizard.getByText('Enter your last name.')).toBeVisible();

    await wizard.getByRole('button', { name: 'Back' }).click();
    await expect(wizard.getByLabel(/^Email/)).toHaveValue('kioko@makueni.example');
    expect(consoleErrors).toEqual([]);
  });
});
