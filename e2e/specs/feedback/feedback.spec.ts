import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { seriousAxeViolations } from '../../axe';
import { partsOutside } from '../../layout-checks';
import { expect, test, type LayoutPrefs } from '../../fixtures';
import { EDITOR, staffSignIn } from '../staff-writes/staff-session';

/** What does not fit at this width (see partsOutside). */
const outside = (page: Page, scope: string) =>
  partsOutside(
    page,
    scope,
    'button, a, input, select, textarea, img, h1, h2, h3, label, p, dd, li',
    { skipAriaHidden: true },
  );

const VARIANTS: { name: string; prefs: LayoutPrefs }[] = [
  { name: 'light', prefs: { layout: 'vertical', theme: 'light', direction: 'ltr' } },
  { name: 'dark', prefs: { layout: 'vertical', theme: 'dark', direction: 'ltr' } },
  { name: 'semi-dark', prefs: { layout: 'vertical', theme: 'semi-dark', direction: 'ltr' } },
  { name: 'right-to-left', prefs: { layout: 'vertical', theme: 'light', direction: 'rtl' } },
];
const WIDTHS = [360, 1440];

/** A small photo of "the works", made here (no fixture file to keep). */
async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#8a6d3b' } })
    .jpeg()
    .toBuffer();
}

test.describe('residents feedback, end to end', () => {
  test.describe.configure({ mode: 'serial' });
  /** What the first test made, for the layout checks after it (same worker, in order). */
  let made: { code: string; followUrl: string } | undefined;

  test('a resident complains with a photo, an editor publishes and replies, everyone sees it', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const list = await request.get('/api/v1/projects?limit=1');
    expect(list.ok()).toBe(true);
    const { items } = (await list.json()) as { items: { code: string; title: string }[] };
    const project = items[0];
    if (!project) throw new Error('no project in the sample data');
    const message = `The culvert is blocked again (${Date.now().toString(36)}).`;
    const reply = 'The contractor will clear the culvert this week.';

    const received = page.getByTestId('feedback-figure-received');
    const answered = page.getByTestId('feedback-figure-answered');
    const figure = async (locator: typeof received) =>
      Number(((await locator.textContent()) ?? '').replace(/[^\d]/g, ''));

    /** Parts built only once scrolled near (the figures widget, the feedback section). */
    const scrollUntilVisible = async (target: typeof received) => {
      await expect(async () => {
        await page.mouse.wheel(0, 4000);
        await expect(target).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 60_000 });
    };
    const scrollToFigures = () => scrollUntilVisible(received);

    await page.setViewportSize({ width: 390, height: 844 });

    let before = { received: 0, answered: 0 };
    await test.step('the dashboard shows the feedback figures', async () => {
      await page.goto('/');
      await scrollToFigures();
      await expect(received).toHaveText(/^\d[\d,]*$/, { timeout: 30_000 });
      before = { received: await figure(received), answered: await figure(answered) };
    });

    let followUrl = '';
    await test.step('the resident sends a complaint with a photo and gets a reference', async () => {
      await page.goto(`/projects/${encodeURIComponent(project.code)}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(project.title);
      const open = page.getByRole('button', { name: 'Send feedback on this project' });
      await scrollUntilVisible(open);
      await open.click();
      await page.getByLabel('Kind').selectOption('complaint');
      await page.getByLabel('Your message').fill(message);
      await page.getByLabel('Name to show (optional)').fill('Mwikali');
      await page.getByLabel('Phone number').fill('0712 345 678');
      await page.getByLabel('Photos (up to 3)').setInputFiles({
        name: 'culvert.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo(),
      });
      // The proof of work is solved by the widget once the form is shown.
      const send = page.getByRole('button', { name: 'Send feedback', exact: true });
      await expect(send).toBeEnabled({ timeout: 30_000 });
      await send.click();
      await expect(page.getByTestId('feedback-reference')).toHaveText(/^FB-[2-9A-Z]{8}$/);
      const follow = page.getByRole('link', { name: 'Follow your feedback' });
      followUrl = (await follow.getAttribute('href')) ?? '';
      expect(followUrl).toMatch(/^\/feedback\/follow#/);
      await follow.click();
      await expect(page.getByTestId('feedback-status')).toHaveText('Received');
    });

    await test.step('an editor publishes it and replies as the county', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const queue = `/staff/feedback`;
      await staffSignIn(page, EDITOR, queue);
      await page.goto(`${queue}?project=${encodeURIComponent(project.code)}&status=received`);
      const card = page.getByRole('listitem').filter({ hasText: message });
      await expect(card).toBeVisible({ timeout: 30_000 });
      await card.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.goto(`${queue}?project=${encodeURIComponent(project.code)}&status=published`);
      const published = page.getByRole('listitem').filter({ hasText: message });
      await expect(published.getByTestId('queue-status')).toHaveText('Published');
      await published.getByLabel('Reply as the county').fill(reply);
      await published.getByLabel('Your role (shown)').fill('Ward works officer');
      await published.getByRole('button', { name: 'Publish reply' }).click();
      // Answered, it leaves the list of published items waiting for a reply.
      await expect(published).toHaveCount(0);
      await page.goto(`${queue}?project=${encodeURIComponent(project.code)}&status=answered`);
      const answeredItem = page.getByRole('listitem').filter({ hasText: message });
      await expect(answeredItem.getByTestId('queue-status')).toHaveText('Answered');
      await expect(answeredItem).toContainText(reply);
    });

    await test.step('the editor adds a photo of the works to the project', async () => {
      await page.goto(`/projects/${encodeURIComponent(project.code)}`);
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByLabel('Photos', { exact: true }).setInputFiles({
        name: 'site-before.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo(),
      });
      await page.getByLabel('Stage').selectOption('before');
      await page.getByLabel("Caption (the photo's description)").fill('Site before the works');
      await page.getByRole('button', { name: 'Add photos' }).click();
      await expect(page.getByRole('img', { name: 'Site before the works' })).toBeVisible();
    });

    await test.step('the follow link shows the reply', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(followUrl);
      await expect(page.getByTestId('feedback-status')).toHaveText('Answered');
      await expect(page.getByText(reply)).toBeVisible();
    });

    await test.step('the project page shows the complaint, its photo and the reply', async () => {
      await page.goto(`/projects/${encodeURIComponent(project.code)}`);
      const item = page.getByRole('listitem').filter({ hasText: message });
      await scrollUntilVisible(item);
      await expect(item.getByText(reply)).toBeVisible();
      await expect(item.getByText('Reply from')).toBeVisible();
      // Opened by keyboard, closed with Escape.
      const thumb = item.getByRole('button', { name: /^Open photo/ });
      await thumb.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('img')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // The phone number is nowhere on the public page.
      await expect(page.getByText('0712 345 678')).toHaveCount(0);
    });

    made = { code: project.code, followUrl };

    await test.step('the dashboard figures moved by exactly one', async () => {
      await page.goto('/');
      await scrollToFigures();
      await expect(received).toHaveText(String(before.received + 1), { timeout: 30_000 });
      await expect(answered).toHaveText(String(before.answered + 1));
    });

    expect(consoleErrors).toEqual([]);
  });

  test('the queue filters by department', async ({ page, request }) => {
    if (!made) throw new Error('the end-to-end test made nothing');
    const { code } = made;
    const detail = (await (
      await request.get(`/api/v1/projects/${encodeURIComponent(code)}`)
    ).json()) as { departmentId: string };
    const meta = (await (await request.get('/api/v1/meta')).json()) as {
      departments: { id: string }[];
    };
    const other = meta.departments.find((d) => d.id !== detail.departmentId);
    if (!other) throw new Error('one department only');
    const queue = `/staff/feedback`;
    await staffSignIn(page, EDITOR, queue);
    await page.goto(`${queue}?project=${encodeURIComponent(code)}&status=answered`);
    const card = page.getByRole('listitem').filter({ has: page.getByTestId('queue-status') });
    await expect(card.first()).toBeVisible({ timeout: 30_000 });
    const department = page.getByRole('combobox', { name: 'Department', exact: true });
    await expect(department).toHaveValue('');
    await department.selectOption(detail.departmentId);
    await expect(page).toHaveURL(new RegExp(`[?&]department=${detail.departmentId}(&|$)`));
    await expect(card.first()).toBeVisible();
    await department.selectOption(other.id);
    await expect(page).toHaveURL(new RegExp(`[?&]department=${other.id}(&|$)`));
    await expect(page.getByText('Nothing waiting.')).toBeVisible();
    await expect(card).toHaveCount(0);
    // Chosen again from the address: the filter shows it after a reload.
    await page.reload();
    await expect(department).toHaveValue(other.id);
    await department.selectOption('');
    await expect(page).not.toHaveURL(/department=/);
    await expect(card.first()).toBeVisible();

    // Routed to the other department (chosen from the county's list), it is found under it.
    const item = card.first();
    await item.getByText('Route to department').first().click();
    await item.getByRole('combobox', { name: 'Route to department' }).selectOption(other.id);
    await item.getByRole('button', { name: 'Route to department' }).click();
    await department.selectOption(other.id);
    await expect(page).toHaveURL(new RegExp(`[?&]department=${other.id}(&|$)`));
    await expect(card.first()).toBeVisible();
  });

  for (const variant of VARIANTS) {
    test(`the feedback pages fit at 360 and 1440 px, axe clean (${variant.name})`, async ({
      page,
      presetLayout,
      consoleErrors,
    }) => {
      test.slow();
      if (!made) throw new Error('the end-to-end test made nothing');
      const { code, followUrl } = made;
      await presetLayout(variant.prefs);
      const queue = `/staff/feedback`;
      await staffSignIn(page, EDITOR, queue);
      const html = page.locator('html');
      const expectVariant = async () => {
        await expect(html).toHaveAttribute('dir', variant.prefs.direction ?? 'ltr');
        // Semi-dark darkens the menus only: the page itself is light.
        await expect(html).toHaveAttribute(
          'data-bs-theme',
          variant.prefs.theme === 'dark' ? 'dark' : 'light',
        );
      };
      const check = async (where: string, scope: string) => {
        // Measured until it settles: a page drawn a moment ago may still be placing its parts.
        await expect.poll(() => outside(page, scope), { message: `${where}: fits` }).toEqual([]);
        expect(await seriousAxeViolations(page, scope), `${where}: axe`).toEqual([]);
      };

      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const at = (what: string) => `${what} at ${width} px (${variant.name})`;

        await test.step(at('the project page: gallery, feedback list and form'), async () => {
          await page.goto(`/projects/${encodeURIComponent(code)}`);
          await expectVariant();
          const photos = page.getByTestId('project-photos');
          const feedback = page.getByTestId('project-feedback');
          // Over the page's content, not the side menu (which scrolls on its own when wide).
          await page.mouse.move(Math.round(width * 0.6), 450);
          await expect(async () => {
            await page.mouse.wheel(0, 4000);
            await expect(feedback).toBeVisible({ timeout: 1000 });
          }).toPass({ timeout: 60_000 });
          await expect(photos.getByRole('button', { name: /^Open photo/ }).first()).toBeVisible();
          await expect(feedback.getByTestId('feedback-counts')).toBeVisible();
          await expect(feedback.getByText('Reply from').first()).toBeVisible();
          await feedback.getByRole('button', { name: 'Send feedback on this project' }).click();
          const files = feedback.getByLabel('Photos (up to 3)');
          await expect(files).toBeVisible();
          // What the input offers is what the server reads, as the help text says.
          await expect(files).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
          await expect(feedback.getByText(/^JPEG, PNG or WebP, up to 8 MB each/)).toBeVisible();
          await expect(feedback.getByLabel('Your message')).toBeVisible();
          await check(at('project photos'), '[data-testid="project-photos"]');
          await check(at('project feedback'), '[data-testid="project-feedback"]');
        });

        await test.step(at('the lightbox'), async () => {
          const open = page
            .getByTestId('project-photos')
            .getByRole('button', { name: /^Open photo/ })
            .first();
          await open.focus();
          await page.keyboard.press('Enter');
          const dialog = page.getByRole('dialog');
          await expect(dialog.getByRole('img')).toBeVisible();
          await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
          await check(at('lightbox'), '[role="dialog"]');
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        });

        await test.step(at('the follow page'), async () => {
          await page.goto(followUrl);
          await expectVariant();
          await expect(page.getByTestId('feedback-status')).toHaveText('Answered');
          await expect(page.getByRole('button', { name: /^Open photo/ }).first()).toBeVisible();
          await check(at('follow page'), '#main-content');
        });

        await test.step(at('the moderation queue'), async () => {
          await page.goto(`${queue}?project=${encodeURIComponent(code)}&status=answered`);
          await expectVariant();
          const card = page
            .getByRole('listitem')
            .filter({ has: page.getByTestId('queue-status') })
            .first();
          await expect(card).toBeVisible({ timeout: 30_000 });
          for (const name of ['Status', 'Kind', 'Department'])
            await expect(page.getByRole('combobox', { name, exact: true })).toBeVisible();
          for (const name of ['Ward', 'Project'])
            await expect(page.getByRole('textbox', { name, exact: true })).toBeVisible();
          await expect(card.getByLabel('Reply as the county')).toBeVisible();
          await check(at('queue'), '[data-testid="feedback-queue"]');
        });
      }

      expect(consoleErrors).toEqual([]);
    });
  }
});
