import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { setupMockServer } from '@/testing/mock-server';
import { ImportReport, reportCsv } from './import-report';

const issues = Array.from({ length: 60 }, (_, i) => ({
  row: i + 2,
  field: i % 2 ? 'ward' : 'budget',
  message: `problem ${i + 1}`,
}));

const bodyRows = () =>
  within(screen.getByRole('region', { name: 'Problems found in the file' }))
    .getAllByRole('row')
    .slice(1);

describe('import report', () => {
  setupMockServer({ namespaces: ['staff'] });

  it('lists row, column and problem, 25 to a page, with paging', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImportReport issues={issues} fileName="projects.csv" />);
    expect(
      await screen.findByRole('heading', { name: '60 problems in 60 row(s)' }),
    ).toBeInTheDocument();
    let rows = bodyRows();
    expect(rows).toHaveLength(25);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', 'budget', 'problem 1']);
    const pager = screen.getByRole('navigation', { name: 'Pages of the problem list' });
    expect(pager).toHaveTextContent('1–25 of 60');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(pager).toHaveTextContent('26–50 of 60');
    expect(bodyRows()[0]).toHaveTextContent('problem 26');

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    rows = bodyRows();
    expect(rows).toHaveLength(10);
    expect(rows[9]).toHaveTextContent('problem 60');
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('has no pager for a short report', async () => {
    renderWithProviders(<ImportReport issues={issues.slice(0, 3)} fileName="p.csv" />);
    expect(await screen.findByRole('heading', { name: '3 problems in 3 row(s)' })).toBeVisible();
    expect(bodyRows()).toHaveLength(3);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('writes the report as CSV, quoting what needs it', () => {
    expect(
      reportCsv([
        { row: 3, field: 'title', message: 'must not be empty' },
        { row: 4, field: 'ward', message: 'unknown ward "Foo", try "Wote"' },
      ]),
    ).toBe(
      'row,field,message\r\n3,title,must not be empty\r\n4,ward,"unknown ward ""Foo"", try ""Wote"""\r\n',
    );
  });
});
