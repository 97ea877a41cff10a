import { expect, test } from '../../fixtures';

const START_HERE_CALLS = [
  '/api/v1/projects?ward=Wote&state=ongoing&limit=20',
  '/api/v1/projects/summary?ward=Wote',
  '/api/v1/projects/export.csv?ward=Wote',
];

test.describe('the API docs page', () => {
  test.describe.configure({ timeout: 90_000 });

  test('wears the portal’s name, logo and colours, from the server itself', async ({
    page,
    consoleErrors,
    baseURL,
  }) => {
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      const url = r.url();
      if (!url.startsWith(baseURL ?? '') && !url.startsWith('data:')) elsewhere.push(url);
    });
    await page.goto('/api/docs');
    const home = page.getByRole('link', { name: 'Makueni Open Data', exact: true });
    await expect(home).toBeVisible();
    await expect(home).toHaveAttribute('href', '/');
    // The county logo the server serves (also the page's icon), not the framework's.
    const served = await page.request.get('/api/docs/static/theme/logo.svg');
    expect(served.ok()).toBe(true);
    // A decorative image (the name beside it says it all): it has no role to find it by.
    const logo = () =>
      home.evaluate((a) => {
        const img = a.querySelector('img');
        return { src: img?.src, alt: img?.alt, width: img?.complete ? img.naturalWidth : 0 };
      });
    await expect.poll(logo).toEqual({
      src: `data:image/svg+xml;base64,${(await served.body()).toString('base64')}`,
      alt: '',
      width: 64,
    });
    // The top bar in the portal's primary colour, not Swagger's near-black.
    const topbar = await home.evaluate(
      (a) => getComputedStyle(a.closest('.topbar') ?? a).backgroundColor,
    );
    expect(topbar).toBe('rgb(76, 70, 200)');
    expect(elsewhere).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('has no Authorize button for the public API', async ({ page }) => {
    await page.goto('/api/docs');
    // The operations are drawn: the page is complete when the button would be there.
    await expect(page.getByRole('link', { name: START_HERE_CALLS[0] })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^meta\b/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Authorize', exact: true })).toHaveCount(0);
  });

  test('starts with the three calls most readers need, above the list', async ({
    page,
    request,
  }) => {
    await page.goto('/api/docs');
    const start = page.getByRole('heading', { name: 'Start here' });
    await expect(start).toBeVisible();
    const firstGroup = page.getByRole('heading', { name: /^meta\b/ });
    await expect(firstGroup).toBeVisible();
    const [startBox, groupBox] = [await start.boundingBox(), await firstGroup.boundingBox()];
    expect(startBox?.y ?? Infinity).toBeLessThan(groupBox?.y ?? 0);

    for (const call of START_HERE_CALLS) {
      const link = page.getByRole('link', { name: call });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', call);
      const res = await request.get(call);
      expect(res.status(), call).toBe(200);
    }
    const csv = await request.get(START_HERE_CALLS[2] ?? '');
    expect(csv.headers()['content-type']).toContain('text/csv');
  });
});
