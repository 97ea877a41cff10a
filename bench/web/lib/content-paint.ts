/**
 * When a page's own content is painted, observed in the page: Chromium with Lighthouse's mobile
 * figures applied for real (4x CPU through CDP, 150 ms and 1.6 Mbit/s), a new browser context a
 * run. An init script marks every element the app puts in `main#main-content` for Element Timing;
 * "content" is when the first of them with text or an image painted, "settled" when the last one
 * inside the screen did before the page went quiet. LCP and CLS come from PerformanceObservers in
 * the same run.
 */
import type { Browser } from 'playwright-core';

export interface PaintRun {
  /** The first element of the page's own content painted, ms from navigation. */
  content?: number;
  /** The last element of the page's own content in the screen painted before the page settled. */
  settled?: number;
  /** LCP as the page observed it. */
  lcp?: number;
  /** Layout shift the page observed (without recent input). */
  cls?: number;
}

/** Runs in the page before its scripts: Element Timing on the app's content, LCP and CLS. */
function contentPaintProbe(): void {
  interface Probe {
    content?: number;
    settled?: number;
    lcp?: number;
    cls: number;
    last: number;
  }
  const probe: Probe = { cls: 0, last: performance.now() };
  (window as unknown as { __contentPaint: Probe }).__contentPaint = probe;
  // An editor owns the DOM inside its editable area and redraws it when anything there changes:
  // marking its elements made ProseMirror redraw, the probe mark the new elements, and so on
  // without end (the wysiwyg page's renderer at 100% for minutes). Editable areas stay unmarked.
  const inContent = (node: Node) =>
    node instanceof Element &&
    node.closest('main#main-content') !== null &&
    node.closest('[contenteditable]') === null;
  const mark = (node: Node) => {
    if (!(node instanceof Element)) return;
    for (const el of [node, ...node.querySelectorAll('*')]) {
      if (!el.hasAttribute('elementtiming') && inContent(el))
        el.setAttribute('elementtiming', 'content');
    }
  };
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(mark);
  }).observe(document, { childList: true, subtree: true });
  const observe = (type: string, each: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({
        type,
        buffered: true,
      });
    } catch {
      /* an entry type this browser lacks */
    }
  };
  observe('element', (entry) => {
    const e = entry as PerformanceEntry & {
      renderTime: number;
      loadTime: number;
      intersectionRect: DOMRectReadOnly;
    };
    const time = e.renderTime || e.loadTime;
    if (e.intersectionRect.width * e.intersectionRect.height === 0) return;
    probe.content = Math.min(probe.content ?? time, time);
    probe.settled = Math.max(probe.settled ?? time, time);
    probe.last = performance.now();
  });
  observe('largest-contentful-paint', (entry) => {
    probe.lcp = entry.startTime;
    probe.last = performance.now();
  });
  observe('layout-shift', (entry) => {
    const e = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
    if (!e.hadRecentInput) probe.cls += e.value;
  });
}

/** `promise`, or a rejection after `ms`: a page whose main thread never frees up answers nothing. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the page did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** One run of `url` in a new phone-sized context; see the module's comment. */
export async function paintOnce(browser: Browser, url: string): Promise<PaintRun> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    // tsx names functions with a helper the page lacks: give the page a stand-in.
    await page.addInitScript({
      content: `var __name = (f) => f; (${contentPaintProbe.toString()})();`,
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // Settled: the content has painted and nothing new for 3 s (at most 40 s after the load).
    const started = Date.now();
    for (;;) {
      const state = await within(
        30_000,
        page.evaluate(() => {
          const p = (window as unknown as { __contentPaint: PaintRun & { last: number } })
            .__contentPaint;
          return { painted: p.content !== undefined, quietFor: performance.now() - p.last };
        }),
      );
      if ((state.painted && state.quietFor > 3000) || Date.now() - started > 40_000) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return await within(
      30_000,
      page.evaluate(() => {
        const p = (window as unknown as { __contentPaint: PaintRun }).__contentPaint;
        return { content: p.content, settled: p.settled, lcp: p.lcp, cls: p.cls };
      }),
    );
  } finally {
    await context.close();
  }
}
