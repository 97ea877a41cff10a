import type { Page } from '@playwright/test';
import { seriousAxeViolations } from '../../axe';
import { expect, test } from '../../fixtures';

const LOADED = { timeout: 40_000 };

const contactButton = (page: Page, name: string) =>
  page.getByTestId('chat-contact').filter({ hasText: name });

test.describe('chat app', () => {
  test('a message sent to a new contact shows at the bottom and the contact leads the chats', async ({
    page,
    presetLayout,
    consoleErrors,
  }) => {
    await presetLayout({ layout: 'vertical', theme: 'dark' });
    await page.goto('/chat');
    await expect(page.getByTestId('chat-list')).toBeVisible(LOADED);
    // Kyalo has no chat yet: he is listed under the contacts.
    await expect(page.getByTestId('contact-list').getByText('Kyalo Mbithi')).toBeVisible();

    await contactButton(page, 'Kyalo Mbithi').click();
    const input = page.getByRole('textbox', { name: 'Message to Kyalo Mbithi' });
    await expect(input).toBeFocused();
    const text = 'Habari Kyalo, <b>the grading</b> report is ready.';
    await input.fill(text);
    await input.press('Enter');

    const log = page.getByRole('log', { name: 'Conversation with Kyalo Mbithi' });
    await expect(log.getByTestId('chat-message').last()).toHaveText(text);
    // Shown as text: no markup from the message becomes an element.
    await expect(log.getByText('the grading', { exact: true })).toHaveCount(0);
    // The newest message is in view at the bottom.
    await expect
      .poll(() => log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight))
      .toBeLessThan(4);

    const chats = page.getByTestId('chat-list').getByTestId('chat-contact');
    await expect(chats.first()).toContainText('Kyalo Mbithi');
    await expect(chats.first()).toContainText(`You: ${text}`);
    await expect(page.getByTestId('contact-list').getByText('Kyalo Mbithi')).toHaveCount(0);

    // Opening a chat with unseen messages marks them seen (the badge goes).
    const ndinda = contactButton(page, 'Ndinda Wambua');
    const unseen = ndinda.getByText(/^\d+ unread messages?$/);
    await expect(unseen).toBeVisible();
    await ndinda.click();
    await expect(unseen).toHaveCount(0);

    // Pin the chat: it moves to the pinned list.
    await page.getByRole('button', { name: 'Pin this chat' }).click();
    await expect(page.getByTestId('chat-list-pinned').getByText('Ndinda Wambua')).toBeVisible();

    expect(await seriousAxeViolations(page, '#main-content')).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('at 360 px the lists open in a drawer', async ({ page, presetLayout, consoleErrors }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await presetLayout({ layout: 'vertical' });
    await page.goto('/chat');
    await expect(page.getByTestId('chat-list')).toBeHidden();
    await page.getByRole('button', { name: 'Show chats and contacts' }).click(LOADED);
    const drawer = page.getByRole('dialog', { name: 'Chats and contacts' });
    await expect(drawer).toBeVisible();
    await drawer.getByTestId('chat-contact').filter({ hasText: 'Musyoka Mutua' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('log', { name: 'Conversation with Musyoka Mutua' })).toBeVisible();

    await page.goto('/email/inbox');
    await page.getByRole('button', { name: 'Show folders and labels' }).click(LOADED);
    const folders = page.getByRole('dialog', { name: 'Mailboxes' });
    await expect(folders.getByRole('link', { name: /Sent/ })).toBeVisible();
    await folders.getByRole('link', { name: /Sent/ }).click();
    await expect(folders).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Sent' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
