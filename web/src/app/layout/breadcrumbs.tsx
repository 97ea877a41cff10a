import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { registry } from '@/app/navigation/registry';
import { findTrail } from '@/app/navigation/tree';

/** Trail of the current route taken from the registry. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const trail = findTrail(registry, pathname);
  if (trail.length === 0 || pathname === '/' || trail.at(-1)?.ownBreadcrumb) return null;
  return (
    <nav aria-label={t('breadcrumb')} className="app-breadcrumbs">
      <ol className="breadcrumb mb-0">
        <li className="breadcrumb-item">
          <Link to="/">{t('menu.home')}</Link>
        </li>
        {trail.map((node, i) => {
          const last = i === trail.length - 1;
          const title = t(node.title);
          return (
            <li
              key={node.id}
              className={`breadcrumb-item${last ? ' active' : ''}`}
              aria-current={last ? 'page' : undefined}
            >
              {!last && node.navLink && node.page ? <Link to={node.navLink}>{title}</Link> : title}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
