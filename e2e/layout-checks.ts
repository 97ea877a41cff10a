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
