import { expect, test } from '../../fixtures';

test.describe('about the data (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('names a contact even before the operator sets one: the county’s website', async ({
    page,
    shell,
  }) => {
    await shell.goto('/about');
    const contact = page.getByRole('link', { name: 'www.makueni.go.ke' });
    await expect(contact).toHaveAttribute('href', 'https://www.makueni.go.ke');
    await expect(page.getByText('No contact address has been set up')).toHaveCount(0);
  });
});
