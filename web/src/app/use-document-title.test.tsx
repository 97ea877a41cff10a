import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Link } from 'react-router';
import { i18next, i18nReady } from '@/i18n';
import { usePageTitle } from '@/hooks/use-page-title';
import { renderWithProviders } from '@/testing/render';
import { useDocumentTitle } from './use-document-title';

beforeAll(async () => {
  await i18nReady;
});

afterEach(async () => {
  cleanup();
  await act(() => i18next.changeLanguage('en'));
  localStorage.clear();
});

function Shell({ pageTitle }: { pageTitle?: string }) {
  useDocumentTitle();
  usePageTitle(pageTitle);
  return (
    <nav>
      <Link to="/about">about</Link>
      <Link to="/nowhere/at/all">lost</Link>
    </nav>
  );
}

describe('the document title', () => {
  it("names the route's page and the portal, and follows navigation", async () => {
    renderWithProviders(<Shell />, { route: '/' });
    expect(document.title).toBe('Home · Makueni County open data');
    await act(async () => screen.getByRole('link', { name: 'about' }).click());
    expect(document.title).toBe('About the data · Makueni County open data');
    await act(async () => screen.getByRole('link', { name: 'lost' }).click());
    expect(document.title).toBe('Page not found · Makueni County open data');
  });

  it('follows the language', async () => {
    renderWithProviders(<Shell />, { route: '/about' });
    await act(() => i18next.changeLanguage('sw'));
    expect(document.title).toBe('Kuhusu data · Data huria ya Kaunti ya Makueni');
    await act(() => i18next.changeLanguage('fr'));
    expect(document.title).toMatch(/ · Données ouvertes du comté de Makueni$/);
  });

  it("shows the title a page gives itself instead of the route's", () => {
    const view = renderWithProviders(<Shell pageTitle="Kithuki borehole" />, {
      route: '/projects/P-1',
    });
    expect(document.title).toBe('Kithuki borehole · Makueni County open data');
    view.unmount();
    renderWithProviders(<Shell />, { route: '/projects/P-1' });
    expect(document.title).toBe('Project · Makueni County open data');
  });
});
