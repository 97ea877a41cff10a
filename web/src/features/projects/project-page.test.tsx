import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ProjectPage from './project-page';
import { prefetchProject } from './api/projects-api';
import { makeStore } from '@/lib/store/store';
import { boundaries, projectDetail } from './testing/fixtures';
import { renderRoutes, setupApiTests, stubApi } from './testing/render';

describe('Project page', { timeout: 30_000 }, () => {
  setupApiTests();

  it('shows the money trail, the stall reason, progress, defects and location', async () => {
    stubApi((url) => {
      if (url.pathname === '/api/v1/projects/MKN-2023-00001') {
        return {
          body: projectDetail({ state: 'stalled', stalledReason: 'Contractor left the site' }),
        };
      }
      if (url.pathname === '/api/v1/boundaries') return { body: boundaries };
      return undefined;
    });
    await renderRoutes(
      [{ path: '/projects/:code', element: <ProjectPage /> }],
      '/projects/MKN-2023-00001',
    );
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Drilling and equipping of Kaumoni borehole' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Stalled: Contractor left the site');
    const trail = screen.getByRole('region', { name: 'Money trail' });
    expect(within(trail).getByText('Balance').nextSibling).toHaveTextContent(/3,000,000/);
    expect(within(trail).getByText('Absorption').nextSibling).toHaveTextContent('40%');
    expect(screen.getByRole('img', { name: /Progress over time: 2 readings/ })).toBeInTheDocument();
    expect(screen.getByText('Blocked drain at the kiosk')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: "Outline of Wote ward with the project's position" }),
    ).toBeInTheDocument();
    // The county's three wards, Wote marked (drawn last, over its neighbours), and the position.
    const county = screen.getByRole('img', {
      name: "Map of the county's wards with Wote ward marked",
    });
    const outlines = county.querySelectorAll('path');
    expect(outlines).toHaveLength(3);
    expect([...outlines].map((path) => path.getAttribute('class'))).toEqual([
      'location-sketch-other',
      'location-sketch-other',
      'location-sketch-ward',
    ]);
    expect(county.querySelectorAll('circle.location-sketch-point')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=-1.78&mlon=37.63'),
    );
  });

  it('finds the answer requested for an opened address before it rendered, and asks for it once', async () => {
    const { calls } = stubApi((url) => {
      if (url.pathname === '/api/v1/projects/MKN%202023%2F1')
        return { body: projectDetail({ code: 'MKN 2023/1' }) };
      if (url.pathname === '/api/v1/boundaries') return { body: boundaries };
      return undefined;
    });
    const store = makeStore();
    const address = '/projects/MKN%202023%2F1';
    await prefetchProject(store, new URL(address, 'http://localhost'));
    expect(calls.map((u) => u.pathname)).toEqual(['/api/v1/projects/MKN%202023%2F1']);
    await renderRoutes([{ path: '/projects/:code', element: <ProjectPage /> }], address, store);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Drilling and equipping of Kaumoni borehole' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await screen.findByRole('img', { name: /Outline of Wote ward/ });
    expect(
      calls.map((u) => u.pathname).filter((p) => p === '/api/v1/projects/MKN%202023%2F1'),
    ).toHaveLength(1);
  });

  it('says when a project does not exist', async () => {
    stubApi((url) =>
      url.pathname.startsWith('/api/v1/projects/')
        ? { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'no project NOPE' } }
        : undefined,
    );
    await renderRoutes([{ path: '/projects/:code', element: <ProjectPage /> }], '/projects/NOPE');
    expect(
      await screen.findByRole('heading', { name: 'Project not found' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('There is no project with the code NOPE.')).toBeInTheDocument();
  });
});
