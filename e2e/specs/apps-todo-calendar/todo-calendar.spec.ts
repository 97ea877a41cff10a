import { expect, test } from '../../fixtures';
import { seriousAxeViolations } from '../../axe';

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD` of a day of the current month (the mock's sample events are in this month). */
const dayOfThisMonth = (day: number) => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(day)}`;
};

test.describe('todo and calendar apps', () => {
  test('a task is added, completed, trashed and found under trashed', async ({
    page,
    shell,
    consoleErrors,
  }) => {
    await shell.goto('/todo/all');
    const main = page.getByRole('main');
    await expect(main.getByTestId('todo-item').first()).toBeVisible();
    expect(await seriousAxeViolations(page, '#main-content')).toEqual([]);

    const title = 'Publish the ward budget CSV';
    await test.step('add a task', async () => {
      await main.getByRole('button', { name: 'Add task' }).click();
      const panel = page.getByRole('dialog', { name: 'New task' });
      await panel.getByRole('button', { name: 'Add' }).click();
      await expect(panel.getByText('Enter a title.')).toBeVisible();
      await panel.getByLabel('Title').fill(title);
      await panel.getByLabel('Backend').check();
      await panel.getByRole('button', { name: 'Add' }).click();
      await expect(panel).toBeHidden();
    });
    const row = main.getByTestId('todo-item').filter({ hasText: title });
    await expect(main.getByTestId('todo-item').first()).toContainText(title);
    await expect(row).toContainText('Backend');

    await test.step('complete it', async () => {
      await row.getByRole('checkbox', { name: `Mark “${title}” as completed` }).check();
      await main.getByRole('link', { name: 'Completed' }).click();
      await expect(page).toHaveURL(/\/todo\/completed$/);
      await expect(row.getByRole('checkbox')).toBeChecked();
    });

    await test.step('trash it and find it under trashed', async () => {
      await row.getByRole('button', { name: 'Move to trash' }).click();
      await expect(row).toBeHidden();
      await main.getByRole('link', { name: 'Trashed' }).click();
      await expect(page).toHaveURL(/\/todo\/trashed$/);
      await expect(row).toBeVisible();
      await expect(row.getByRole('button', { name: 'Restore' })).toBeVisible();
      await main.getByRole('link', { name: 'My tasks' }).click();
      await expect(main.getByTestId('todo-item').first()).toBeVisible();
      await expect(row).toBeHidden();
    });
    expect(consoleErrors).toEqual([]);
  });

  test('an event is added, dragged to another day and stays there across views', async ({
    page,
    shell,
    consoleErrors,
  }) => {
    await shell.goto('/calendar');
    const main = page.getByRole('main');
    const from = main.locator(`[data-date="${dayOfThisMonth(13)}"]`);
    const to = main.locator(`[data-date="${dayOfThisMonth(20)}"]`);
    await expect(from).toBeVisible();
    expect(await seriousAxeViolations(page, '#main-content')).toEqual([]);

    const title = 'Ward forum in Wote';
    await test.step('add an event by clicking a day', async () => {
      const box = await from.boundingBox();
      if (!box) throw new Error('day 13 has no box');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height - 8);
      const panel = page.getByRole('dialog', { name: 'New event' });
      await expect(panel.getByLabel('Starts')).toHaveValue(dayOfThisMonth(13));
      await panel.getByLabel('Title').fill(title);
      await panel.getByLabel('Label').selectOption('family');
      await panel.getByRole('button', { name: 'Add' }).click();
      await expect(panel).toBeHidden();
    });
    const event = main.getByText(title);
    await expect(event).toBeVisible();

    const isOver = async (day: ReturnType<typeof main.locator>) => {
      const [e, d] = await Promise.all([event.boundingBox(), day.boundingBox()]);
      if (!e || !d) return false;
      const x = e.x + e.width / 2;
      const y = e.y + e.height / 2;
      return x > d.x && x < d.x + d.width && y > d.y && y < d.y + d.height;
    };
    await expect.poll(() => isOver(from)).toBe(true);

    await test.step('drag it a week later', async () => {
      const e = await event.boundingBox();
      const d = await to.boundingBox();
      if (!e || !d) throw new Error('no boxes to drag between');
      await page.mouse.move(e.x + e.width / 2, e.y + e.height / 2);
      await page.mouse.down();
      await page.mouse.move(e.x + e.width / 2, e.y + e.height / 2 + 10, { steps: 5 });
      await page.mouse.move(d.x + d.width / 2, d.y + d.height / 2, { steps: 15 });
      await page.mouse.up();
      await expect.poll(() => isOver(to)).toBe(true);
    });

    await test.step('it is on the new day after changing view', async () => {
      await main.getByRole('tab', { name: 'List view' }).click();
      await expect(main.getByText(title)).toBeVisible();
      await main.getByRole('tab', { name: 'Month view' }).click();
      await expect(event).toBeVisible();
      await expect.poll(() => isOver(to)).toBe(true);
      expect(await isOver(from)).toBe(false);
    });

    await test.step('it opens in the editor with its new date', async () => {
      await event.click();
      const panel = page.getByRole('dialog', { name: 'Edit event' });
      await expect(panel.getByLabel('Starts')).toHaveValue(dayOfThisMonth(20));
      await expect(panel.getByLabel('Label')).toHaveValue('family');
      await panel.getByRole('button', { name: 'Cancel' }).click();
    });
    expect(consoleErrors).toEqual([]);
  });

  test('at 360 px the filters open in a drawer', async ({ page, shell, consoleErrors }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await shell.goto('/todo/all');
    const main = page.getByRole('main');
    await expect(main.getByTestId('todo-item').first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Starred' })).toBeHidden();
    await main.getByRole('button', { name: 'Show filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Task filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Starred' }).click();
    await expect(page).toHaveURL(/\/todo\/starred$/);
    await expect(drawer).toBeHidden();
    await expect(main.getByTestId('todo-item').first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
