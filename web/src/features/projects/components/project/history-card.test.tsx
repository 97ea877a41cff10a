import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import HistoryCard from './history-card';
import { renderRoutes, setupApiTests, stubApi } from '../../testing/render';

setupApiTests();

const HISTORY = {
  code: 'MKN-1',
  entries: [
    {
      version: 12,
      at: '2026-03-04T09:00:00.000Z',
      kind: 'edit',
      role: 'editor',
      changes: [
        { field: 'state', before: 'ongoing', after: 'stalled' },
        { field: 'stalledReason', before: null, after: 'Contractor left the site' },
      ],
    },
  ],
};

const page = (
  <Suspense fallback={null}>
    <HistoryCard code="MKN-1" />
  </Suspense>
);

describe('History card', () => {
  it('lists each change with its role and version, never a name', async () => {
    stubApi((url) =>
      url.pathname === '/api/v1/projects/MKN-1/history' ? { body: HISTORY } : undefined,
    );
    await renderRoutes([{ path: '/projects/:code', element: page }], '/projects/MKN-1');
    const card = await screen.findByRole('region', { name: 'History' });
    expect(await within(card).findByText('State: Ongoing → Stalled')).toBeInTheDocument();
    expect(
      within(card).getByText('Reason stalled: none → Contractor left the site'),
    ).toBeInTheDocument();
    expect(within(card).getByText(/by an editor, change 12/)).toBeInTheDocument();
  });

  it('lists what an import changed, saying it came through an import', async () => {
    stubApi((url) =>
      url.pathname === '/api/v1/projects/MKN-1/history'
        ? {
            body: {
              code: 'MKN-1',
              entries: [
                {
                  version: 30,
                  at: '2026-04-02T07:00:00.000Z',
                  kind: 'import',
                  role: 'admin',
                  changes: [
                    { field: 'description', before: 'Old words', after: 'New words' },
                    { field: 'budget', before: 1000000, after: 1250000 },
                    { field: 'contractor', before: null, after: 'Mbooni Builders Ltd' },
                  ],
                },
                HISTORY.entries[0],
              ],
            },
          }
        : undefined,
    );
    await renderRoutes([{ path: '/projects/:code', element: page }], '/projects/MKN-1');
    const card = await screen.findByRole('region', { name: 'History' });
    const [imported, edited] = await within(card).findAllByRole('listitem', {
      name: (_name, element) => element.parentElement?.tagName === 'OL',
    });
    expect(imported).toHaveTextContent(/through an import, by an administrator, change 30/);
    expect(imported).toHaveTextContent('Budget (KES): 1,000,000 → 1,250,000');
    expect(imported).toHaveTextContent('Contractor: none → Mbooni Builders Ltd');
    expect(imported).toHaveTextContent('Description changed');
    expect(imported).not.toHaveTextContent('Old words');
    expect(edited).toHaveTextContent(/by an editor, change 12/);
    expect(edited).not.toHaveTextContent(/import/);
  });

  it('says when nothing has changed', async () => {
    stubApi((url) =>
      url.pathname === '/api/v1/projects/MKN-1/history'
        ? { body: { code: 'MKN-1', entries: [] } }
        : undefined,
    );
    await renderRoutes([{ path: '/projects/:code', element: page }], '/projects/MKN-1');
    expect(await screen.findByText(/No change has been made/)).toBeInTheDocument();
  });

  it('shows the error with a retry that loads again', async () => {
    let fail = true;
    const { calls } = stubApi((url) =>
      url.pathname === '/api/v1/projects/MKN-1/history'
        ? fail
          ? { status: 500, body: { statusCode: 500, error: 'x', message: 'x' } }
          : { body: HISTORY }
        : undefined,
    );
    await renderRoutes([{ path: '/projects/:code', element: page }], '/projects/MKN-1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server answered 500');
    fail = false;
    await userEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByText('State: Ongoing → Stalled')).toBeInTheDocument();
    expect(calls.filter((u) => u.pathname.endsWith('/history'))).toHaveLength(2);
  });
});
