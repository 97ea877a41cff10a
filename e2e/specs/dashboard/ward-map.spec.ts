import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { DashboardPage } from './dashboard-page';

/** The ward map: choosing a ward, the hover label, street tiles offline, and the credits. */

// Any of the tile servers (a.tile…, b.tile…, c.tile…).
const TILES = /^https:\/\/[a-z]\.tile\.openstreetmap\.org\//;
// A 1×1 grey PNG: a street tile that loaded.
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGP4DwABAQEAWk1v8QAAAABJRU5ErkJggg==',
  'base64',
);

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.first().boundingBox();
  if (!box) throw new Error(`${locator} is not shown`);
  return box;
}

async function openMap(page: Page, query = ''): Promise<DashboardPage> {
  const dashboard = new DashboardPage(page);
  await dashboard.open(query);
  await dashboard.map.scrollIntoViewIfNeeded();
  await expect(dashboard.wardShapes).toHaveCount(30);
  return dashboard;
}

/** Ward names by code, from the API. */
async function wardNames(page: Page): Promise<Map<string, string>> {
  const res = await page.request.get('/api/v1/boundaries?level=ward');
  const body = (await res.json()) as {
    features: { properties: { code: string; name: string } }[];
  };
  return new Map(body.features.map((f) => [f.properties.code, f.properties.name]));
}

/** Clicks a ward where it is not covered by another shape (a neighbour's thick outline). */
async function clickShape(page: Page, shape: Locator): Promise<void> {
  const point = await shape.evaluate((el) => {
    const b = el.getBoundingClientRect();
    for (let y = b.top + 2; y < b.bottom; y += 4)
      for (let x = b.left + 2; x < b.right; x += 4)
        if (document.elementFromPoint(x, y) === el) return { x, y };
    return null;
  });
  if (!point) throw new Error(`${shape} cannot be clicked`);
  await page.mouse.click(point.x, point.y);
}

test.describe('the ward map', () => {
  // The app's service worker would answer the tile requests before the test's routes see them.
  test.use({ serviceWorkers: 'block' });

  test('choosing a ward in the filter or on the map zooms to it and marks it', async ({
    page,
    consoleErrors,
  }) => {
    test.slow();
    const dashboard = await openMap(page);
    const map = await dashboard.mapCanvas.boundingBox();
    if (!map) throw new Error('no map');
    const wote = dashboard.wardShape('0424');
    const before = await wote.boundingBox();
    if (!before) throw new Error('no Wote');

    await dashboard.wardSelect.selectOption('Wote');
    await expect(page).toHaveURL(/[?&]ward=Wote(&|$)/);
    // Zoomed: the ward fills much of the map, whole and near its middle.
    await expect
      .poll(async () => {
        const b = await wote.boundingBox();
        return b ? Math.max(b.width / map.width, b.height / map.height) : 0;
      })
      .toBeGreaterThan(0.6);
    const after = await wote.boundingBox();
    if (!after) throw new Error('no Wote');
    expect(after.width * after.height).toBeGreaterThan(4 * before.width * before.height);
    expect(after.x).toBeGreaterThanOrEqual(map.x - 1);
    expect(after.y).toBeGreaterThanOrEqual(map.y - 1);
    expect(after.x + after.width).toBeLessThanOrEqual(map.x + map.width + 1);
    expect(after.y + after.height).toBeLessThanOrEqual(map.y + map.height + 1);

    // Marked: a thick outline and its full fill; every other ward steps back.
    const look = () =>
      dashboard.wardShapes.evaluateAll((paths) =>
        paths.map((p) => ({
          code: p.getAttribute('data-ward-code'),
          weight: Number(p.getAttribute('stroke-width')),
          fill: Number(p.getAttribute('fill-opacity')),
          stroke: p.getAttribute('stroke'),
        })),
      );
    await expect
      .poll(async () => (await look()).find((s) => s.code === '0424')?.weight)
      .toBeGreaterThanOrEqual(3);
    const shapes = await look();
    const chosen = shapes.find((s) => s.code === '0424');
    const others = shapes.filter((s) => s.code !== '0424');
    if (!chosen) throw new Error('no Wote');
    for (const o of others) {
      expect(o.weight).toBeLessThan(chosen.weight);
      expect(o.fill).toBeLessThanOrEqual(chosen.fill / 2);
      expect(o.stroke).not.toBe(chosen.stroke);
    }
    // The box in the map's corner names the chosen ward.
    await expect(dashboard.mapFrame.getByText('Wote', { exact: true })).toBeVisible();

    // A click on a neighbouring ward moves the zoom there.
    const neighbour = dashboard.wardShape('0425');
    await clickShape(page, neighbour);
    await expect(page).toHaveURL(/[?&]ward=Muvau/);
    await expect
      .poll(async () => {
        const b = await neighbour.boundingBox();
        return b ? Math.max(b.width / map.width, b.height / map.height) : 0;
      })
      .toBeGreaterThan(0.6);
    expect(consoleErrors).toEqual([]);
  });

  test("the hover label stays inside the map, even for a ward at the map's edge", async ({
    page,
  }) => {
    test.slow();
    const dashboard = await openMap(page);
    const names = await wardNames(page);
    const map = await boxOf(dashboard.mapCanvas);
    // The point of a ward nearest each edge of the map (top, bottom, left, right).
    const edges = await page.evaluate((m) => {
      const hit = (x: number, y: number) =>
        document.elementFromPoint(x, y)?.getAttribute('data-ward-code') ?? null;
      const first = (lines: [number, number][][]) => {
        for (const line of lines)
          for (const [x, y] of line) {
            const code = hit(x, y);
            if (code) return { x, y, code };
          }
        return null;
      };
      const range = (from: number, to: number) => {
        const out: number[] = [];
        for (let v = from; v <= to; v += 3) out.push(v);
        return out;
      };
      // Clear of the zoom buttons (top left) and the credit (bottom right).
      const xs = range(m.x + 50, m.x + m.width - 50);
      const ys = range(m.y + 80, m.y + m.height - 30);
      const rows = (ds: number[]) => ds.map((y) => xs.map((x) => [x, y] as [number, number]));
      const cols = (ds: number[]) => ds.map((x) => ys.map((y) => [x, y] as [number, number]));
      return [
        first(rows(range(m.y + 2, m.y + m.height - 2))),
        first(rows(range(m.y + 2, m.y + m.height - 2).reverse())),
        first(cols(range(m.x + 2, m.x + m.width - 2))),
        first(cols(range(m.x + 2, m.x + m.width - 2).reverse())),
      ].filter((p) => p !== null);
    }, map);
    expect(edges.length).toBe(4);

    for (const { x, y, code } of edges) {
      const name = names.get(code) ?? code;
      await test.step(`hover ${name} at ${Math.round(x - map.x)},${Math.round(y - map.y)}`, async () => {
        await page.mouse.move(x, y);
        const label = dashboard.mapFrame.getByText(name, { exact: true });
        await expect(label).toBeVisible();
        const box = await label.boundingBox();
        if (!box) throw new Error('no label');
        expect(box.x).toBeGreaterThanOrEqual(map.x);
        expect(box.y).toBeGreaterThanOrEqual(map.y);
        expect(box.x + box.width).toBeLessThanOrEqual(map.x + map.width);
        expect(box.y + box.height).toBeLessThanOrEqual(map.y + map.height);
        await page.mouse.move(map.x + map.width / 2, map.y - 30);
      });
    }
  });

  test('street tiles that cannot load: the map says so and its wards still work', async ({
    page,
  }) => {
    test.slow();
    // No network for the tiles: every tile fails.
    await page.route(TILES, (route: Route) => route.abort('internetdisconnected'));
    const dashboard = await openMap(page);
    await dashboard.streetMapSwitch.check();
    const notice = dashboard.map.getByRole('status').filter({ hasText: /could not be loaded/ });
    await expect(notice).toBeVisible();
    await expect(notice).toBeInViewport();

    // The wards are still drawn and still choose.
    const wote = dashboard.wardShape('0424');
    await expect(wote).toBeVisible();
    expect(Number(await wote.getAttribute('fill-opacity'))).toBeGreaterThan(0.5);
    await wote.click();
    await expect(page).toHaveURL(/[?&]ward=Wote(&|$)/);

    // The message offers to go back to the plain map, which needs no tiles.
    await notice.getByRole('button', { name: 'Hide the street map' }).click();
    await expect(dashboard.streetMapSwitch).not.toBeChecked();
    await expect(dashboard.map.getByText(/could not be loaded/)).toHaveCount(0);
  });

  test('street tiles that load: no message, and each credit appears once', async ({ page }) => {
    await page.route(TILES, (route: Route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }),
    );
    const dashboard = await openMap(page);
    const count = async (text: string) =>
      ((await dashboard.map.innerText()).match(new RegExp(text, 'g')) ?? []).length;

    // Without tiles there is nothing of OpenStreetMap's on the map to credit.
    expect(await count('OpenStreetMap contributors')).toBe(0);
    expect(await count('CC BY 4.0')).toBe(1);

    await dashboard.streetMapSwitch.check();
    // Leaflet marks a tile that has loaded only by this class (its tiles are images without a role).
    // eslint-disable-next-line playwright/no-raw-locators -- a Leaflet internal: no role or test id
    await expect(dashboard.map.locator('.leaflet-tile-loaded').first()).toBeAttached();
    await expect(dashboard.map.getByText(/could not be loaded/)).toHaveCount(0);
    await expect(dashboard.map.getByText(/OpenStreetMap contributors/)).toBeVisible();
    expect(await count('OpenStreetMap contributors')).toBe(1);
    expect(await count('CC BY 4.0')).toBe(1);
    expect(await count('Omare & Omare')).toBe(1);
  });

  for (const width of [360, 1400]) {
    test(`right to left at ${width} px, the county is drawn whole inside the map, the zoom buttons clear of the box`, async ({
      page,
      presetLayout,
    }) => {
      await presetLayout({ direction: 'rtl' });
      await page.setViewportSize({ width, height: 800 });
      const dashboard = new DashboardPage(page);
      await dashboard.open();
      // On a phone the widgets are built as they are scrolled near (wide, while the page idles).
      if (width < 768) await dashboard.scrollThroughWidgets();
      await dashboard.map.scrollIntoViewIfNeeded();
      await expect(dashboard.wardShapes).toHaveCount(30);
      const canvas = await dashboard.mapCanvas.boundingBox();
      if (!canvas) throw new Error('the map is not shown');
      // Every ward lies within the map (Leaflet's own stylesheet, mirrored, once moved them off
      // its side: the county was cut off at the left edge).
      const shapes = await dashboard.wardShapes.evaluateAll((paths) => {
        const boxes = paths.map((p) => p.getBoundingClientRect());
        return {
          left: Math.min(...boxes.map((b) => b.left)),
          right: Math.max(...boxes.map((b) => b.right)),
        };
      });
      expect(shapes.left).toBeGreaterThanOrEqual(canvas.x - 1);
      expect(shapes.right).toBeLessThanOrEqual(canvas.x + canvas.width + 1);
      // The zoom buttons stand at the start of the line (right), the information box at its end.
      const zoomIn = dashboard.map.getByRole('button', { name: 'Zoom in' });
      const zoomOut = dashboard.map.getByRole('button', { name: 'Zoom out' });
      const info = await boxOf(dashboard.map.getByTestId('map-info'));
      for (const zoom of [await boxOf(zoomIn), await boxOf(zoomOut)])
        expect(zoom.x).toBeGreaterThan(info.x + info.width);
      // The zoom buttons work in right to left: the ward at the map's centre is drawn larger.
      const centre = { x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 2 };
      const middle = await dashboard.wardShapes.evaluateAll((paths, c) => {
        const near = paths
          .map((p) => ({ code: p.dataset.wardCode ?? '', box: p.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0)
          .map(({ code, box }) => ({
            code,
            width: box.width,
            off: Math.hypot(box.x + box.width / 2 - c.x, box.y + box.height / 2 - c.y),
          }))
          .sort((a, b) => a.off - b.off);
        const first = near[0];
        if (!first) throw new Error('no ward is drawn');
        return first;
      }, centre);
      const ward = dashboard.wardShape(middle.code);
      await zoomIn.click();
      await expect
        .poll(async () => (await ward.boundingBox())?.width ?? 0)
        .toBeGreaterThan(middle.width * 1.5);
    });
  }

  for (const width of [360, 390]) {
    test(`on a ${width} px phone the boundary credit is one short line with a link`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const dashboard = new DashboardPage(page);
      await dashboard.open();
      await dashboard.scrollThroughWidgets();
      await dashboard.map.scrollIntoViewIfNeeded();
      const caption = dashboard.mapCaption;
      const link = caption.getByRole('link', { name: /Omare/ });
      await expect(link).toBeVisible();
      // Lines of text: the text's boxes, those that overlap vertically counted as one line (a
      // tap target may be taller than its one line of text: on a phone the link is a 44 px box).
      const textLines = (el: Element) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const boxes: DOMRect[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          boxes.push(...[...range.getClientRects()].filter((r) => r.width > 0));
        }
        boxes.sort((a, b) => a.top - b.top);
        let lines = 0;
        let bottom = -Infinity;
        for (const box of boxes) {
          if (box.top >= bottom - 1) lines += 1;
          bottom = Math.max(bottom, box.bottom);
        }
        return lines;
      };
      expect(await link.evaluate(textLines)).toBe(1);
      expect((await link.boundingBox())?.height ?? 999).toBeLessThan(60);
      // The whole caption stays short: the credit and the note that boundaries are approximate.
      expect(await caption.evaluate(textLines)).toBeLessThanOrEqual(3);
      await link.click();
      await expect(page).toHaveURL(/\/about$/);
    });
  }
});
