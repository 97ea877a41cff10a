import { expect, test } from '../../fixtures';
import { clippedSelectsAmong } from '../../layout-checks';
import { DashboardPage } from './dashboard-page';

// The dashboard's layout in other writing directions and longer languages.

test('right to left mirrors the dashboard, and each line of text keeps its reading order', async ({
  page,
  presetLayout,
}) => {
  await presetLayout({ direction: 'rtl' });
  const dashboard = new DashboardPage(page);
  await dashboard.open();
  await expect(dashboard.filteredTotal).toHaveText(/^[\d,]+ projects match$/);
  // The sentence the sample badge leads.
  const sampleNote = page.getByRole('paragraph').filter({ has: page.getByTestId('sample-badge') });
  const lines = await Promise.all(
    [dashboard.filteredTotal, sampleNote].map((line) =>
      line.evaluate((el) => {
        // Where the line's first and last characters stand, and the box it sits in.
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const texts: Text[] = [];
        for (let n = walker.nextNode(); n; n = walker.nextNode())
          if ((n.textContent ?? '').trim()) texts.push(n as Text);
        const rectOf = (node: Text, offset: number) => {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          return range.getBoundingClientRect();
        };
        const first = texts[0];
        const last = texts[texts.length - 1];
        if (!first || !last) throw new Error('no text');
        const box = el.getBoundingClientRect();
        const end = (last.textContent ?? '').trimEnd().length - 1;
        return {
          firstX: rectOf(first, 0).left,
          lastX: rectOf(last, end).right,
          boxRight: box.right,
          boxLeft: box.left,
        };
      }),
    ),
  );
  for (const line of lines) {
    // "2,000 projects match" reads from left to right (not "projects match 2,000")...
    expect(line.firstX).toBeLessThan(line.lastX);
  }
  // ...and the count line stands against the right edge, as the mirrored layout puts it.
  const count = lines[0];
  expect(count && count.boxRight - count.lastX).toBeLessThan(2);
  // The sample badge leads its sentence with a gap before the text, full stop at the end.
  const badge = await page.getByTestId('sample-badge').boundingBox();
  const noteText = await sampleNote.evaluate((el) => {
    const range = document.createRange();
    const text = [...el.childNodes].find(
      (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim(),
    );
    if (!text) throw new Error('no text');
    range.setStart(text, 0);
    range.setEnd(text, 1);
    return range.getBoundingClientRect().left;
  });
  expect(noteText - ((badge?.x ?? 0) + (badge?.width ?? 0))).toBeGreaterThan(3);
});

test('in French beside the menu, each filter shows its whole text', async ({
  page,
  presetLayout,
  presetLanguage,
}) => {
  await presetLayout({ layout: 'vertical' });
  await presetLanguage('fr');
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Filtres' });
  // Shown once the French texts have arrived (slow on a busy machine).
  await panel.waitFor();
  const filters = panel.getByRole('combobox');
  await expect(filters).toHaveCount(4);
  // "Tous les exercices" once lost its end in the narrow financial-year column.
  await expect(filters.last().getByRole('option').first()).toHaveText('Tous les exercices');
  expect(await clippedSelectsAmong(filters)).toEqual([]);
});
