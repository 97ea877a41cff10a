/**
 * Screenshots of the residents' portal items 1, 4, 10 and 11 (issue 29), so a build can be
 * compared with another: phone items at 390 px with touch, the others at the width the item
 * names. Small PNGs (device scale 1, clipped to the part that shows the item).
 *
 *   npx tsx web/screenshots.ts --label after [--dist DIR | --base-url URL] [--port N]
 *                              [--out-dir results/portal-polish] [--only 1,4]
 *
 * --dist starts this checkout's production server on that build (as web/pages.ts does);
 * --base-url takes a server that is already running (e.g. another commit's, from its worktree).
 * Files: <out-dir>/item-<n>-<what>-<label>.png.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chrome.ts';
import { startServer } from './lib/server.ts';

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
};
const laptop = (width: number, height = 900): BrowserContextOptions => ({
  viewport: { width, height },
});

interface Shot {
  item: number;
  what: string;
  context: BrowserContextOptions;
  /** localStorage before the app loads. */
  storage?: Record<string, string>;
  /** A first visit: the tour is offered (elsewhere it is kept away). */
  firstVisit?: boolean;
  /** Opens the page and brings it to the state to show; returns the part to keep, if not all. */
  take(page: Page): Promise<{ x: number; y: number; width: number; height: number } | undefined>;
}

const horizontal = (extra: Record<string, unknown> = {}) => ({
  'layout-settings': JSON.stringify({ layout: 'horizontal', ...extra }),
});

/** Waits for the page's first heading (the app has rendered its page). */
async function opened(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
}

/** The box of the part of the page to keep, padded, inside the viewport. */
async function around(page: Page, selectorBox: Promise<Box | null>, pad = 12): Promise<Box> {
  const box = await selectorBox;
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  if (!box) return { x: 0, y: 0, width: size.width, height: size.height };
  const x = Math.max(0, box.x - pad);
  const y = Math.max(0, box.y - pad);
  return {
    x,
    y,
    width: Math.min(size.width - x, box.width + 2 * pad),
    height: Math.min(size.height - y, box.height + 2 * pad),
  };
}

type Box = { x: number; y: number; width: number; height: number };

const SHOTS: Shot[] = [
  {
    item: 1,
    what: 'search-before-typing-390',
    context: PHONE,
    async take(page) {
      await opened(page, '/');
      await page.getByTestId('search-open').tap();
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.getByRole('option').first().waitFor();
      // The groups that load their sample data first (before the work) get a moment.
      await dialog
        .getByText('Loading…')
        .first()
        .waitFor({ state: 'detached', timeout: 15_000 })
        .catch(() => {});
      return undefined;
    },
  },
  {
    item: 1,
    what: 'page-end-390',
    context: PHONE,
    async take(page) {
      await opened(page, '/about');
      // To the very end, once the page has stopped growing.
      await settle(page, async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return page.evaluate(() => ({
          x: 0,
          y: window.scrollY,
          width: 0,
          height: document.documentElement.scrollHeight,
        }));
      });
      return undefined;
    },
  },
  {
    item: 1,
    what: 'bookmarks-1440',
    context: laptop(1440),
    async take(page) {
      await opened(page, '/about');
      await page.getByTestId('bookmarks-stand-in').click();
      await page.keyboard.press('Escape');
      await page.getByTestId('bookmark-bar').getByRole('link').first().waitFor();
      // Away from the bar: no tooltip, no open picker over it.
      await page.mouse.move(700, 600);
      await page.keyboard.press('Escape');
      return around(page, page.getByTestId('navbar').boundingBox());
    },
  },
  ...(['en', 'sw'] as const).map((lang): Shot => ({
    item: 4,
    what: `tour-find-your-ward-${lang}-390`,
    context: PHONE,
    storage: { lang },
    firstVisit: true,
    async take(page) {
      await page.goto('/');
      const start = lang === 'sw' ? 'Anza ziara' : 'Take the tour';
      const next = lang === 'sw' ? /^Endelea/ : /^Next/;
      const title = lang === 'sw' ? 'Pata wadi yako' : 'Find your ward';
      await page.getByTestId('tour-prompt').getByRole('button', { name: start }).click();
      const step = page.getByRole('alertdialog');
      await step.waitFor();
      await step.getByRole('button', { name: next }).click();
      await step.filter({ hasText: title }).waitFor();
      await settle(page, () => step.boundingBox());
      return undefined;
    },
  })),
  {
    item: 10,
    what: 'catalogue-menu-1200',
    context: laptop(1200, 800),
    storage: horizontal(),
    async take(page) {
      await opened(page, '/');
      const toggle = page
        .getByTestId('horizontal-menu')
        .getByRole('button', { name: 'UI catalogue' });
      await toggle.click();
      await page.getByRole('group', { name: 'Tables' }).waitFor();
      return undefined;
    },
  },
  {
    item: 11,
    what: 'floating-navbar-1440',
    context: laptop(1440),
    storage: { 'layout-settings': JSON.stringify({ layout: 'vertical', navbarType: 'floating' }) },
    async take(page) {
      await opened(page, '/');
      await page.getByTestId('widget-status').waitFor();
      await page.evaluate(() => window.scrollTo(0, 700));
      await page.waitForFunction(() => window.scrollY > 600);
      return { x: 0, y: 0, width: 1440, height: 260 };
    },
  },
  {
    item: 11,
    what: 'horizontal-edges-1440',
    context: laptop(1440),
    storage: horizontal(),
    async take(page) {
      await opened(page, '/about');
      return { x: 0, y: 0, width: 1440, height: 420 };
    },
  },
  {
    item: 11,
    what: 'todo-drawer-gear-1440',
    context: laptop(1440),
    async take(page) {
      await page.goto('/todo/all');
      await page.getByRole('button', { name: 'Add task' }).first().click();
      await page.getByRole('dialog', { name: 'New task' }).waitFor();
      await settle(page, () => page.getByRole('dialog', { name: 'New task' }).boundingBox());
      return { x: 840, y: 0, width: 600, height: 900 };
    },
  },
  {
    item: 11,
    what: 'product-breadcrumbs-1440',
    context: laptop(1440),
    async take(page) {
      await page.goto('/ecommerce/product-detail');
      await page.getByRole('navigation', { name: 'Breadcrumb' }).first().waitFor();
      return { x: 0, y: 0, width: 1440, height: 330 };
    },
  },
  {
    item: 11,
    what: 'navbar-demo-search-1024',
    context: laptop(1024),
    storage: { 'layout-settings': JSON.stringify({ layout: 'vertical' }) },
    async take(page) {
      await page.goto('/components/navbar');
      const form = page
        .getByRole('search')
        .filter({ has: page.getByRole('searchbox', { name: 'Search projects' }) })
        .first();
      await form.scrollIntoViewIfNeeded();
      return around(page, form.boundingBox(), 40);
    },
  },
];

/** Waits until a box stops moving (a drawer sliding in, a page scrolling to a step). */
async function settle(page: Page, box: () => Promise<Box | null>): Promise<void> {
  let last = '';
  for (let i = 0; i < 40; i++) {
    const now = JSON.stringify(await box());
    if (now === last && now !== 'null') return;
    last = now;
    await page.waitForTimeout(150);
  }
}

async function takeAll(
  browser: Browser,
  baseUrl: string,
  label: string,
  outDir: string,
  only: Set<number> | undefined,
): Promise<string[]> {
  const failed: string[] = [];
  for (const shot of SHOTS.filter((s) => !only || only.has(s.item))) {
    const context = await browser.newContext({
      ...shot.context,
      baseURL: baseUrl,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    });
    const storage = { ...(shot.firstVisit ? {} : { 'shell-tour-done': '1' }), ...shot.storage };
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, storage);
    const page = await context.newPage();
    const file = path.join(outDir, `item-${shot.item}-${shot.what}-${label}.png`);
    try {
      const clip = await shot.take(page);
      await page.screenshot({ path: file, clip, animations: 'disabled', caret: 'hide' });
      console.log(`wrote ${path.relative(process.cwd(), file)}`);
    } catch (error) {
      failed.push(shot.what);
      console.error(`${shot.what}: ${error instanceof Error ? error.message : String(error)}`);
      // What the page showed instead, to see why.
      await page.screenshot({ path: file.replace(/\.png$/, '.failed.png') }).catch(() => {});
    } finally {
      await context.close();
    }
  }
  return failed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      label: { type: 'string', default: 'after' },
      dist: { type: 'string' },
      'base-url': { type: 'string' },
      port: { type: 'string' },
      'out-dir': { type: 'string', default: 'results/portal-polish' },
      only: { type: 'string' },
    },
  });
  const label = values.label ?? 'after';
  if (!/^[\w-]+$/.test(label)) throw new Error('--label: letters, digits, - and _ only');
  const outDir = path.resolve(values['out-dir'] ?? 'results/portal-polish');
  await mkdir(outDir, { recursive: true });
  const only = values.only ? new Set(values.only.split(',').map(Number)) : undefined;
  const server = await startServer({
    baseUrl: values['base-url'],
    dist: values.dist,
    port: values.port ? Number(values.port) : undefined,
    choice: 'production',
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const failed = await takeAll(browser, server.baseUrl, label, outDir, only);
    if (failed.length > 0) {
      console.error(`not taken: ${failed.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
