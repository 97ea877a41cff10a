import { axeViolations } from '../../axe';
import { expect, test } from '../../fixtures';
import { hold } from '../../network';

/** The towns the markers demo places on the map. */
const TOWNS = [
  'Wote',
  'Mbooni',
  'Kilome',
  'Kaiti (Kilungu)',
  'Emali',
  'Makindu',
  'Kibwezi',
  'Mtito Andei',
];

/**
 * Each chart page and the role its library gives a drawing: ApexCharts' and Recharts' SVG is an
 * application (their legend markers are images), Chart.js's canvas an image.
 */
const DRAWN_AS = {
  '/charts/apex': 'application',
  '/charts/chartjs': 'img',
  '/charts/recharts': 'application',
} as const;

test('each chart library draws its charts, each with its figures as a table', async ({
  page,
  consoleErrors,
}) => {
  for (const [route, role] of Object.entries(DRAWN_AS)) {
    await page.goto(route);
    // Each chart is a figure, named by its caption.
    const figures = page.getByRole('figure');
    // The page's chunks and language arrive first (slow on a busy machine).
    await figures.first().waitFor();
    await expect(figures).toHaveCount(8);
    const charts = figures.getByRole(role);
    await expect(charts.first()).toBeVisible();
    // On a desktop screen the charts out of view are drawn one by one as the page idles.
    await expect.poll(() => charts.count(), { message: route }).toBeGreaterThanOrEqual(8);
    const box = await charts.first().boundingBox();
    expect(box?.width ?? 0, route).toBeGreaterThan(200);
    // The text alternative: the line chart's months and figures as table rows.
    const rows = figures.first().getByRole('table').getByRole('row');
    await expect(rows.filter({ has: page.getByRole('rowheader') })).toHaveCount(12);
  }
  expect(consoleErrors).toEqual([]);
});

test('a heavy library does not hold back its page: title and intro show while the demos load', async ({
  page,
  consoleErrors,
}) => {
  // The demos' module (with Chart.js in it) is held until the frame has been checked.
  const release = await hold(page, /\/assets\/chartjs-demos-[\w-]+\.js$/);
  await page.goto('/charts/chartjs');
  await expect(page.getByRole('heading', { level: 1, name: 'Chart.js' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/^Canvas charts from Chart\.js/)).toBeVisible();
  const placeholder = page.getByRole('status', { name: 'Loading the demos…' });
  await expect(placeholder).toBeVisible();
  await expect(page.getByRole('figure')).toHaveCount(0);

  release();
  await expect(page.getByRole('figure')).toHaveCount(8);
  await expect(placeholder).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('on a phone, each library draws a chart when it comes near the screen', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [route, role] of Object.entries(DRAWN_AS)) {
    await page.goto(route);
    const figures = page.getByRole('figure');
    await expect(figures, route).toHaveCount(8);
    // The first chart, on the first screen, is drawn; the last, far below, waits.
    await expect(figures.first().getByRole(role).first(), route).toBeVisible();
    const last = figures.last();
    await expect(last.getByTestId('chart-pending'), route).toHaveCount(1);
    await expect(last.getByRole(role), route).toHaveCount(0);
    // Its figures are there as a table all along.
    await expect(last.getByRole('table'), route).toHaveCount(1);
    await last.scrollIntoViewIfNeeded();
    await expect(last.getByRole(role).first(), route).toBeVisible();
    await expect(last.getByTestId('chart-pending'), route).toHaveCount(0);
  }
  expect(consoleErrors).toEqual([]);
});

test('the Leaflet page draws the wards from the API when the tiles cannot load', async ({
  page,
  consoleErrors,
}) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.goto('/maps/leaflet');
  const wards = page.getByRole('region', { name: 'Wards coloured by a value' });
  await expect(wards.getByTestId(/^ward-shape-/)).toHaveCount(30);
  await expect(wards.getByText('Street tiles could not load')).toBeVisible();
  await expect(wards.getByRole('list', { name: /Legend/ }).getByRole('listitem')).toHaveCount(5);
  // The markers stay on the plain background too: each town is a button named by it, or named
  // in the one group that holds it when it lies too close to another to tap apart.
  const towns = page.getByRole('region', { name: 'Towns of Makueni County' });
  await expect(towns.getByRole('button', { name: 'Wote', exact: true })).toHaveCount(1);
  for (const town of TOWNS) {
    const own = towns.getByRole('button', { name: town, exact: true });
    const group = towns.getByRole('button', {
      name: new RegExp(`^\\d+ places: .*${escape(town)}`),
    });
    expect((await own.count()) + (await group.count()), town).toBe(1);
  }
  // Kilome and Kaiti are about 10 km apart: one group at the county's zoom. Enter on it zooms
  // in, and each becomes its own marker.
  const group = towns.getByRole('button', { name: /^2 places: Kaiti \(Kilungu\), Kilome\./ });
  await group.focus();
  await page.keyboard.press('Enter');
  await expect(towns.getByRole('button', { name: 'Kilome', exact: true })).toHaveCount(1);
  await expect(towns.getByRole('button', { name: 'Kaiti (Kilungu)', exact: true })).toHaveCount(1);
  expect(consoleErrors.filter((e) => !/ERR_FAILED/.test(e))).toEqual([]);
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

  test('the Leaflet page builds its maps as they near the screen, none with a marker too small or too close to tap (WCAG 2.2 AA)', async ({
    page,
    consoleErrors,
  }) => {
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await page.goto('/maps/leaflet');
    // A phone builds each map only when it comes near the screen: the first now, the rest in a
    // box of their height until scrolled to.
    await expect(page.getByRole('region', { name: 'Map of Makueni County' })).toBeVisible();
    const layers = page.getByRole('region', { name: 'Layer control' });
    await expect(layers.getByTestId('chart-pending')).toHaveCount(1);
    await expect(layers.getByRole('region', { name: /switchable layers/ })).toHaveCount(0);
    // The two maps with town markers, scrolled to, then audited.
    await page.getByRole('region', { name: 'Markers with popups' }).scrollIntoViewIfNeeded();
    const towns = page.getByRole('region', { name: 'Towns of Makueni County' });
    await expect(towns.getByRole('button', { name: 'Wote', exact: true })).toBeVisible();
    await layers.scrollIntoViewIfNeeded();
    await expect(layers.getByRole('button', { name: 'Wote', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page, '#main-content', { wcag22: true })).toEqual([]);
    expect(consoleErrors.filter((e) => !/ERR_FAILED/.test(e))).toEqual([]);
  });
});

/** `text` matched literally inside a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
