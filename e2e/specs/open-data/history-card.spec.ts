import type { Page } from '@playwright/test';
import { seriousAxeViolations } from '../../axe';
import { partsOutside } from '../../layout-checks';
import { expect, setStorage, test, type LayoutPrefs } from '../../fixtures';
import { accessToken, EDITOR, staffSignIn } from '../staff-writes/staff-session';

const CARD = '[data-testid="history-card"]';
/** Long enough to have to wrap on a phone. */
const CONTRACTOR =
  'Kibwezi-Makindu Consolidated Engineering, Water and Construction Services Limited';

/** What does not fit at this width (see partsOutside). */
const outside = (page: Page, scope: string) =>
  partsOutside(page, scope, 'h2, p, li, time, button, a');

const csvField = (v: string | number | null) => `"${String(v ?? '').replace(/"/g, '""')}"`;

interface Detail {
  code: string;
  title: string;
  departmentId: string;
  ward: string;
  state: string;
  financialYear: string;
  budget: number;
  fundingSource: string;
}

const VARIANTS: { name: string; prefs: LayoutPrefs }[] = [
  { name: 'dark', prefs: { layout: 'vertical', theme: 'dark', direction: 'ltr' } },
  { name: 'right-to-left', prefs: { layout: 'vertical', theme: 'light', direction: 'rtl' } },
];
const WIDTHS = [360, 1440];

test.describe('a project’s History card', () => {
  let code = '';

  // An editor's import gives one planned project a new contractor: its history has an entry.
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await browser.newPage();
    await setStorage(page, { 'shell-tour-done': '1' });
    try {
      const list = await page.request.get('/api/v1/projects?state=planned&limit=1');
      code = ((await list.json()) as { items: Array<{ code: string }> }).items[0]?.code ?? '';
      expect(code).not.toBe('');
      const p = (await (
        await page.request.get(`/api/v1/projects/${encodeURIComponent(code)}`)
      ).json()) as Detail;
      await staffSignIn(page, EDITOR, '/staff/import');
      const token = await accessToken(page);
      const csv = [
        'code,title,department,ward,state,financial_year,budget,funding_source,contractor',
        [
          p.code,
          p.title,
          p.departmentId,
          p.ward,
          p.state,
          p.financialYear,
          p.budget,
          p.fundingSource,
          CONTRACTOR,
        ]
          .map(csvField)
          .join(','),
      ].join('\n');
      const imported = await page.request.post('/api/v1/projects/import', {
        headers: { Authorization: `Bearer ${token}` },
        multipart: {
          file: { name: 'history-e2e.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
        },
      });
      expect(imported.status(), await imported.text()).toBe(200);
    } finally {
      await page.close();
    }
  });

  for (const variant of VARIANTS) {
    test(`shows the import, fits at 360 and 1440 px and is axe clean (${variant.name})`, async ({
      page,
      presetLayout,
      consoleErrors,
    }) => {
      await presetLayout(variant.prefs);
      const html = page.locator('html');
      for (const width of WIDTHS) {
        await test.step(`${width} px`, async () => {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`/projects/${encodeURIComponent(code)}`);
          await expect(html).toHaveAttribute('dir', variant.prefs.direction ?? 'ltr');
          await expect(html).toHaveAttribute('data-bs-theme', variant.prefs.theme ?? 'light');
          const card = page.getByRole('region', { name: 'History' });
          await card.scrollIntoViewIfNeeded();
          await expect(card).toBeVisible({ timeout: 30_000 });
          const entry = card.getByRole('listitem').filter({ hasText: 'through an import' });
          await expect(entry).toHaveCount(1);
          await expect(entry).toContainText('by an editor');
          await expect(entry).toContainText(`Contractor: `);
          await expect(entry).toContainText(CONTRACTOR);
          await expect(card).not.toContainText(/Test Editor|editor@makueni|history-e2e/);
          expect(await outside(page, CARD), `fits at ${width} px`).toEqual([]);
          expect(await seriousAxeViolations(page, CARD), `axe at ${width} px`).toEqual([]);
        });
      }
      expect(consoleErrors).toEqual([]);
    });
  }
});
