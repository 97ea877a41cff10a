import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AboutPage from './about-page';
import { ExportLinks } from './components/export-links';
import { TermLink } from './components/term-link';
import { EMPTY_FILTERS } from './lib/filters';
import { GLOSSARY_TERMS, glossaryAnchor } from './lib/glossary';
import { meta } from './testing/fixtures';
import { renderRoutes, setupApiTests, stubApi } from './testing/render';

describe('About the data', { timeout: 30_000 }, () => {
  setupApiTests();

  it('names the publisher, the licence of the project data, a contact or its absence', async () => {
    stubApi((url) => (url.pathname === '/api/v1/meta' ? { body: meta } : undefined));
    await renderRoutes([{ path: '/about', element: <AboutPage /> }], '/about');
    const facts = await screen.findByRole(
      'region',
      { name: 'Publisher, licence and contact' },
      { timeout: 10_000 },
    );
    expect(within(facts).getByText('County Government of Makueni')).toBeInTheDocument();
    expect(
      within(facts).getByRole('link', { name: /Creative Commons Attribution 4\.0/ }),
    ).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    expect(facts).toHaveTextContent('No contact address has been set up for this portal yet.');
    expect(screen.getByTestId('data-credit')).toHaveTextContent(
      'Source: County Government of Makueni, Sample data (CC BY 4.0)',
    );
  });

  it('links a configured contact', async () => {
    stubApi((url) =>
      url.pathname === '/api/v1/meta'
        ? {
            body: {
              ...meta,
              contact: { label: 'opendata@county.example', href: 'mailto:opendata@county.example' },
            },
          }
        : undefined,
    );
    await renderRoutes([{ path: '/about', element: <AboutPage /> }], '/about');
    expect(
      await screen.findByRole('link', { name: 'opendata@county.example' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', 'mailto:opendata@county.example');
  });

  it('explains every glossary term at its own anchor, even before the data arrives', async () => {
    stubApi(() => undefined);
    await renderRoutes([{ path: '/about', element: <AboutPage /> }], '/about');
    expect(screen.getByRole('heading', { name: 'Glossary' })).toBeInTheDocument();
    for (const term of GLOSSARY_TERMS) {
      const entry = document.getElementById(glossaryAnchor(term));
      expect(entry, term).not.toBeNull();
      expect(entry?.nextElementSibling?.textContent, term).not.toMatch(/^glossary\./);
    }
    expect(glossaryAnchor('financialYear')).toBe('term-financial-year');
  });
});

describe('links to facts', { timeout: 30_000 }, () => {
  setupApiTests();

  it('a term link leads to its glossary entry', async () => {
    await renderRoutes([{ path: '/', element: <TermLink term="absorption" /> }], '/');
    expect(screen.getByRole('link', { name: 'What does “Absorption” mean?' })).toHaveAttribute(
      'href',
      '/about#term-absorption',
    );
  });

  it('download links suggest a file name with the filters and the day', async () => {
    await renderRoutes(
      [
        {
          path: '/',
          element: (
            <ExportLinks filters={{ ...EMPTY_FILTERS, ward: ['Kasikeu'], state: ['stalled'] }} />
          ),
        },
      ],
      '/',
    );
    expect(screen.getByTestId('export-csv').getAttribute('download')).toMatch(
      /^makueni-projects_ward-kasikeu_state-stalled_\d{4}-\d{2}-\d{2}\.csv$/,
    );
  });
});
