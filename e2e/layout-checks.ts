import type { Locator, Page } from '@playwright/test';

/**
 * The selects inside `scope` whose chosen option does not fit: its text, drawn in the select's own
 * font, is wider than the box between the select's padding (the chevron sits in the padding). Each
 * is named by its id and text.
 */
export function clippedSelects(page: Page, scope: string): Promise<string[]> {
  return clippedSelectsAmong(page.locator(`${scope} select`));
}

/** As `clippedSelects`, for the selects `selects` finds (by role: `getByRole('combobox')`). */
export function clippedSelectsAmong(selects: Locator): Promise<string[]> {
  return selects.evaluateAll((elements) => {
    const ctx = document.createElement('canvas').getContext('2d');
    if (!ctx) throw new Error('no canvas');
    return (elements as HTMLSelectElement[])
      .filter((s) => s.getClientRects().length > 0)
      .flatMap((s) => {
        const style = getComputedStyle(s);
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = s.selectedOptions[0]?.text ?? '';
        const room =
          s.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
        return ctx.measureText(text).width > room + 0.5 ? [`${s.id}: "${text}"`] : [];
      });
  });
}

/**
 * What does not fit at this width, one line each: the page scrolling sideways (naming the element
 * that reaches furthest past the edge), or a visible part inside `scope` (the scope itself and the
 * elements `parts` selects) reaching past the viewport's edges. With `skipAriaHidden`, parts
 * inside an aria-hidden subtree are left out.
 */
export function partsOutside(
  page: Page,
  scope: string,
  parts: string,
  { skipAriaHidden = false }: { skipAriaHidden?: boolean } = {},
): Promise<string[]> {
  return page.evaluate(
    ({ scope, parts, skipAriaHidden }) => {
      const width = document.documentElement.clientWidth;
      const out: string[] = [];
      if (document.documentElement.scrollWidth > width) {
        let widest: Element | undefined;
        let right = width;
        for (const el of document.body.querySelectorAll('*')) {
          const r = el.getBoundingClientRect();
          if (r.width > 0 && r.right > right) [widest, right] = [el, r.right];
        }
        const name = widest
          ? `${widest.tagName.toLowerCase()}${widest.id ? `#${widest.id}` : ''}.${[...widest.classList].join('.')}`
          : 'nothing in view';
        out.push(
          `page scrolls sideways: ${document.documentElement.scrollWidth} > ${width} (${name})`,
        );
      }
      for (const root of document.querySelectorAll(scope)) {
        for (const el of [root, ...root.querySelectorAll(parts)]) {
          const r = el.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) continue;
          if (skipAriaHidden && el.closest('[aria-hidden="true"]')) continue;
          if (r.left < -1 || r.right > width + 1)
            out.push(
              `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" ` +
                `at ${Math.round(r.left)}..${Math.round(r.right)} of ${width}`,
            );
        }
      }
      return out;
    },
    { scope, parts, skipAriaHidden },
  );
}

/** The page's layout shifts (not after input), summed, from its start. */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Read after two frames: a shift is reported once the frame that made it was drawn.
  return () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve((window as unknown as { layoutShift: number }).layoutShift),
            ),
          ),
        ),
    );
}
