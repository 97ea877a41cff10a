import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { setupMockServer } from '@/testing/mock-server';
import { importNotices } from '../lib/errors';
import { ImportNotices, readNotice } from './import-notices';

/** As the server's importer writes them (server/src/db/import). */
const LATIN =
  'latin.csv is not UTF-8 (first on line 2): read as Windows-1252 (Western European), so "é" and "’" arrive as written';
const COLUMNS = 'columns read past: colour, notes';

describe('the importer notices on the import page', () => {
  setupMockServer({ namespaces: ['staff'] });

  it('reads the known notices and keeps any other as written', () => {
    expect(readNotice(LATIN)).toEqual({ kind: 'windows1252', name: 'latin.csv', line: '2' });
    expect(readNotice(COLUMNS)).toEqual({ kind: 'columns', columns: 'colour, notes' });
    expect(readNotice('something new')).toEqual({ kind: 'other', text: 'something new' });
  });

  it("takes a refused file's notices from the 422 answer", () => {
    const refused = {
      status: 422,
      data: { statusCode: 422, issues: [], issueCount: 0, notices: [COLUMNS, 7] },
    };
    expect(importNotices(refused)).toEqual([COLUMNS]);
    expect(importNotices({ status: 422, data: { statusCode: 422 } })).toEqual([]);
    expect(importNotices(undefined)).toEqual([]);
  });

  it('says the encoding and the columns read past in words, under a heading', async () => {
    renderWithProviders(
      <ImportNotices notices={[LATIN, COLUMNS, 'A notice the page does not know']} />,
    );
    const notices = await screen.findByRole('region', { name: 'Notes on the file' });
    const items = within(notices).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'latin.csv is not saved as UTF-8 (the first sign is on line 2), so it was read as Windows-1252 (Western European). Check that letters such as “é” and quotes look right; next time, save it as “CSV UTF-8”.',
      'Columns the import does not know were left out: colour, notes',
      'A notice the page does not know',
    ]);
    // The server's own words are English: screen readers are told so.
    expect(within(items[2]!).getByText('A notice the page does not know')).toHaveAttribute(
      'lang',
      'en',
    );
  });

  it('one notice has a heading in the singular; none shows nothing', async () => {
    const { unmount } = renderWithProviders(<ImportNotices notices={[COLUMNS]} />);
    expect(await screen.findByRole('region', { name: 'A note on the file' })).toHaveTextContent(
      'Columns the import does not know were left out: colour, notes',
    );
    unmount();
    renderWithProviders(<ImportNotices notices={[]} />);
    renderWithProviders(<ImportNotices notices={undefined} />);
    expect(screen.queryByTestId('import-notices')).not.toBeInTheDocument();
  });
});
