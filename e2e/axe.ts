import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The rules a change of colours alone can break (a theme switched in place). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface AxeOptions {
  /** Also the WCAG 2.2 AA rules. */
  wcag22?: boolean;
  /**
   * Only the colour rules: for a page already checked whole whose theme was then switched in
   * place, where nothing but colours changed.
   */
  coloursOnly?: boolean;
}

async function analyze(
  page: Page,
  selector: string,
  { wcag22 = false, coloursOnly = false }: AxeOptions,
) {
  // Colours are read as painted: a dialog still fading in blends its text with the page
  // behind, which axe reports as low contrast. So transitions under way finish first (endless
  // ones, such as spinners, are left running; a bound keeps a stuck one from holding the test).
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter(
        (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
      );
    const settled = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
  // Legacy mode runs axe in the page itself; the default opens a blank page for every run to
  // gather the frames' results, which took more than half of each run. Legacy mode does not
  // look inside frames, so a page with one gets the default. Only violations are read, so only
  // they come back with their nodes (the passes were most of the rest).
  const builder = new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .options({ resultTypes: ['violations'] })
    .include(selector);
  const results = await (
    coloursOnly
      ? builder.withRules(COLOUR_RULES)
      : builder.withTags(wcag22 ? [...WCAG21_AA, 'wcag22aa'] : WCAG21_AA)
  ).analyze();
  return results.violations;
}

type Violation = Awaited<ReturnType<typeof analyze>>[number];

/** One line a violation: the rule and where it fails. */
const describe = (v: Violation) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;

/** Every WCAG 2.1 A/AA violation inside `selector` (`html` for the whole page), one line each. */
export async function axeViolations(
  page: Page,
  selector: string,
  options: AxeOptions = {},
): Promise<string[]> {
  return (await analyze(page, selector, options)).map(describe);
}

/** Serious and critical WCAG 2.1 A/AA violations inside `selector`, one line each. */
export async function seriousAxeViolations(
  page: Page,
  selector: string,
  options: AxeOptions = {},
): Promise<string[]> {
  return (await analyze(page, selector, options))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(describe);
}
