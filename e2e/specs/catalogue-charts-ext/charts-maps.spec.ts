import { expect, test } from '../../fixtures';

test('each chart library draws its charts, each with its figures as a table', async ({
  page,
  consoleErrors,
}) => {
  const drawn = {
    '/charts/apex': '.apexcharts-canvas svg',
    '/charts/chartjs': 'canvas[role="img"]',
    '/charts/recharts': '.recharts-wrapper > svg.recharts-surface',
  };
  for (const [route, selector] of Object.entries(drawn)) {
    await page.goto(route);
    const figures = page.locator('figure.chart-figure');
    await expect(figures).toHaveCount(8);
    const charts = page.locator(selector);
    await expect(charts.first()).toBeVisible();
    expect(await charts.count(), route).toBeGreaterThanOrEqual(8);
    const box = await charts.first().boundingBox();
    expect(box?.width ?? 0, route).toBeGreaterThan(200);
    // The text alternative: the line chart's months and figures as table rows.
    await expect(figures.first().locator('table tbody tr')).toHaveCount(12);
  }
  expect(consoleErrors).toEqual([]);
});

test('the Leaflet page draws the wards from the API when the tiles cannot load', async ({
  page,
  consoleErrors,
}) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.goto('/maps/leaflet');
  const wards = page.locator('#wards');
  await expect(wards.locator('path[data-ward-code]')).toHaveCount(30);
  await expect(wards.getByText('Street tiles could not load')).toBeVisible();
  await expect(wards.getByRole('list', { name: /Legend/ }).getByRole('listitem')).toHaveCount(5);
  // The markers stay on the plain background too.
  await expect(page.locator('#markers .leaflet-marker-icon')).toHaveCount(8);
  expect(consoleErrors.filter((e) => !/ERR_FAILED/.test(e))).toEqual([]);
});
