import { axeViolations } from '../../axe';
import { expect, test } from '../../fixtures';

// The catalogue pages where a phone audit found text under 4.5:1 or a target under 24 px: Bootstrap's
// coloured action list items, toast headers and floating labels, a marked line of highlighted code,
// a small split button, arrow-only page links and Swiper's bullets.
const PAGES = [
  '/components/list-group',
  '/components/toasts',
  '/components/dropdowns',
  '/forms/elements/input',
  '/ui-element/syntaxhighlighter',
  '/extensions/pagination',
  '/extensions/swiper',
];

test.describe('on a touch phone, WCAG 2.2 AA', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

  for (const route of PAGES) {
    test(route, async ({ page, consoleErrors }) => {
      await page.goto(route);
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      // Every demo drawn (Swiper's bullets, the highlighted code) before the audit.
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page, '#main-content', { wcag22: true })).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});
