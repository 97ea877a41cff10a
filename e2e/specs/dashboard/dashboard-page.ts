import { expect, test, type Locator, type Page } from '@playwright/test';
import { busyIn } from '../../busy';

/** The projects dashboard at / as a resident uses it. Returns locators; specs assert. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'County projects dashboard' });
  }
  /** "2,000 projects match" */
  get filteredTotal(): Locator {
    return this.page.getByTestId('filtered-total');
  }
  get subCountySelect(): Locator {
    return this.page.getByRole('combobox', { name: 'Sub-county' });
  }
  get wardSelect(): Locator {
    return this.page.getByRole('combobox', { name: 'Ward' });
  }
  get departmentSelect(): Locator {
    return this.page.getByRole('combobox', { name: 'Department' });
  }
  get financialYearSelect(): Locator {
    return this.page.getByRole('combobox', { name: 'Financial year' });
  }
  get searchBox(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search projects' });
  }
  /** A state's check box ("Stalled 123": the label holds the count). */
  stateCheckbox(state: string): Locator {
    return this.page.getByRole('checkbox', { name: new RegExp(`^${state}\\b`) });
  }
  /** The chip a visitor clicks: the check box itself is drawn as its label ("Stalled 123"). */
  stateChip(state: string): Locator {
    return this.page
      .getByRole('group', { name: 'Project state' })
      .getByText(new RegExp(`^${state}(?![a-z])`));
  }
  get pageSizeSelect(): Locator {
    return this.projectsTable.getByRole('combobox', { name: 'Rows per page' });
  }
  get pagination(): Locator {
    return this.projectsTable.getByRole('navigation', { name: 'Pages of projects' });
  }
  /** The table's rows of projects (the rows with cells, not the header row). */
  get projectRows(): Locator {
    return this.projectsTable.getByRole('row').filter({ has: this.page.getByRole('cell') });
  }
  /** The text of one column (by its heading) in each row of the table, top to bottom. */
  async columnTexts(heading: string): Promise<string[]> {
    const headings = (await this.projectsTable.getByRole('columnheader').allTextContents()).map(
      (h) => h.trim(),
    );
    const column = headings.indexOf(heading);
    if (column < 0) throw new Error(`no column "${heading}" among ${headings.join(', ')}`);
    const cells = await this.projectRows.evaluateAll(
      (rows, i) => rows.map((row) => (row as HTMLTableRowElement).cells[i]?.textContent ?? ''),
      column,
    );
    return cells.map((c) => c.trim());
  }
  /** The codes of the projects in the table, top to bottom. */
  async rowCodes(): Promise<string[]> {
    return this.columnTexts('Code');
  }
  /** The frame the map is drawn in (with what is laid over it). */
  get mapFrame(): Locator {
    return this.map.getByTestId('map-frame');
  }
  /** Leaflet's map itself (the app names it). */
  get mapCanvas(): Locator {
    return this.map.getByRole('application', { name: /^Map of the county's wards/ });
  }
  /** The line under the map that credits the boundaries. */
  get mapCaption(): Locator {
    return this.map.getByTestId('map-caption');
  }
  /** Every ward drawn on the map. */
  get wardShapes(): Locator {
    return this.map.getByTestId(/^ward-shape-/);
  }
  get streetMapSwitch(): Locator {
    return this.map.getByRole('switch', { name: /Street map/ });
  }
  get resetButton(): Locator {
    return this.page.getByRole('button', { name: 'Reset filters' });
  }
  get map(): Locator {
    return this.page.getByTestId('widget-map');
  }
  get projectsTable(): Locator {
    return this.page.getByTestId('widget-projects');
  }
  widget(
    name:
      | 'status'
      | 'finance'
      | 'involvement'
      | 'departments'
      | 'priorities'
      | 'defects'
      | 'report'
      | 'projects',
  ): Locator {
    return this.page.getByTestId(`widget-${name}`);
  }
  exportLink(format: 'csv' | 'xlsx' | 'geojson'): Locator {
    return this.page.getByTestId(`export-${format}`);
  }
  wardShape(code: string): Locator {
    return this.map.getByTestId(`ward-shape-${code}`);
  }

  async open(query = ''): Promise<void> {
    await test.step(`open the dashboard${query ? ` ?${query}` : ''}`, async () => {
      await this.page.goto(`/${query ? `?${query}` : ''}`);
      await this.heading.waitFor();
    });
  }

  /** Widgets not yet built: on a phone each is built as it is scrolled near. */
  get pendingWidgets(): Locator {
    return this.page.getByTestId('widget-pending');
  }

  /** Scrolls down the page as a visitor would, until every widget has been built. */
  async scrollThroughWidgets(): Promise<void> {
    await test.step('scroll through every widget', async () => {
      while ((await this.pendingWidgets.count()) > 0) {
        await this.pendingWidgets.first().scrollIntoViewIfNeeded();
        await expect(this.pendingWidgets.first()).not.toBeInViewport();
      }
    });
  }

  /** Resolves once the loaded page has had `periods` idle periods (when deferred work runs). */
  async idlePeriods(periods: number): Promise<void> {
    await this.page.waitForLoadState('load');
    await this.page.evaluate(async (n) => {
      for (let i = 0; i < n; i += 1) await new Promise((resolve) => requestIdleCallback(resolve));
    }, periods);
  }

  /** The number in "N projects match" once the summary has loaded. */
  async total(): Promise<number> {
    const text = (await this.filteredTotal.textContent()) ?? '';
    const digits = text.replace(/[^\d]/g, '');
    return Number(digits);
  }

  /** The text of a widget's body (without its header), to compare before and after. */
  async widgetText(name: Parameters<DashboardPage['widget']>[0]): Promise<string> {
    return (
      (await this.widget(name).getByTestId('widget-body').first().textContent()) ?? ''
    ).trim();
  }

  /** Resolves once no part of the page reports itself busy (the widgets have caught up). */
  async settled(): Promise<void> {
    await expect(busyIn(this.page.getByRole('main'))).toHaveCount(0);
  }
}

/** Splits CSV text into rows of fields (quoted fields may hold commas, quotes and new lines). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += c;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
