import { expect, test } from '../../fixtures';

test.describe('following the data', () => {
  test('a project page offers its feed and shows its public history', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const list = await request.get('/api/v1/projects?limit=1');
    const code = ((await list.json()) as { items: Array<{ code: string }> }).items[0]?.code ?? '';
    await page.goto(`/projects/${encodeURIComponent(code)}`);
    const history = page.getByRole('region', { name: 'History' });
    await expect(history).toBeVisible({ timeout: 30_000 });
    // The sample data has no edits yet, or the run's own edits: either way a finished state.
    await expect(history.getByText(/No change has been made|→/).first()).toBeVisible();
    const follow = page.getByTestId('follow-feed');
    await expect(follow).toHaveText('Follow');
    const href = await follow.getAttribute('href');
    expect(href).toBe(`/feeds/projects.atom?q=${encodeURIComponent(code)}`);
    // Feed readers find the feed in the page's head.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.head
              .querySelector('link[rel="alternate"][type="application/atom+xml"]')
              ?.getAttribute('href') ?? null,
        ),
      )
      .toBe(href);
    const feed = await request.get(href ?? '');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(consoleErrors).toEqual([]);
  });

  test('the dashboard’s Follow link carries its filters', async ({ page }) => {
    await page.goto('/?state=stalled');
    const follow = page.getByTestId('follow-feed');
    await expect(follow).toBeVisible({ timeout: 30_000 });
    await expect(follow).toHaveAttribute('href', '/feeds/projects.atom?state=stalled');
  });
});
