import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageTitleOverride } from '@/hooks/use-page-title';
import { findTrail } from './navigation/tree';
import { registry } from './navigation/registry';

/**
 * The document title of the current address in the current language: "<page> · <portal>". The
 * page is the title the page gave itself (usePageTitle: a project's name), else the route's
 * menu title from the registry; an address no route matches is the not-found page. It follows
 * navigation and language changes.
 */
export function documentTitleOf(
  pathname: string,
  override: string | undefined,
  t: (key: string) => string,
): string {
  const portal = t('brand.documentTitle');
  if (override) return `${override} · ${portal}`;
  const node = findTrail(registry, pathname).at(-1);
  return `${node ? t(node.title) : t('errors.notFound')} · ${portal}`;
}

export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const override = usePageTitleOverride();
  const title = documentTitleOf(pathname, override, t);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
