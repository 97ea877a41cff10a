import type { APIRequestContext, Locator, Page } from '@playwright/test';

/** Short month names that Kiswahili spells differently from English (Machi, Mei, Agosti, ...). */
export const SWAHILI_ONLY_MONTHS = [3, 5, 8, 10, 12];

interface ListedProject {
  code: string;
  title: string;
  department: string;
  departmentId: string;
  startDate: string | null;
}

/**
 * A project whose start date falls in a month Kiswahili names differently ("5 Mac 2024" where
 * English has "5 Mar 2024"), so a date in English formats cannot pass for Kiswahili.
 */
export async function projectStartedInSwahiliMonth(
  request: APIRequestContext,
): Promise<ListedProject & { startDate: string }> {
  const response = await request.get('/api/v1/projects?limit=100&sort=code');
  const { items } = (await response.json()) as { items: ListedProject[] };
  const found = items.find(
    (p) => p.startDate !== null && SWAHILI_ONLY_MONTHS.includes(Number(p.startDate.slice(5, 7))),
  );
  if (!found || found.startDate === null) throw new Error('no project started in such a month');
  return { ...found, startDate: found.startDate };
}

/** A calendar date as the app shows it (medium date) in a locale, formatted by the browser. */
export function formatDate(page: Page, iso: string, locale: string): Promise<string> {
  return page.evaluate(
    ([day, loc]) => {
      const [y, m, d] = day.split('-').map(Number);
      return new Intl.DateTimeFormat(loc, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)),
      );
    },
    [iso, locale] as const,
  );
}

export const PORTAL_SW = 'Data huria ya Kaunti ya Makueni';
export const PORTAL_EN = 'Makueni County open data';

/**
 * The text of the definition that follows a term of a definition list (the project page's
 * details), its spaces collapsed; '' while the term is not shown.
 */
export async function definitionOf(scope: Locator, term: string): Promise<string> {
  const dt = scope.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) });
  if ((await dt.count()) !== 1) return '';
  const text = await dt.evaluate((el) => el.nextElementSibling?.textContent ?? '');
  return text.replace(/\s+/g, ' ').trim();
}
