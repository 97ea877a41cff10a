import { NavLink, useLocation } from 'react-router';
import { matchPath } from '@/app/navigation/tree';
import { useTranslation } from 'react-i18next';
import type { NavNode } from '@/types/navigation';
import { MenuLabel } from './menu-label';

interface MenuLinkProps {
  node: NavNode;
  className?: string;
  onNavigate?: () => void;
  role?: string;
}

/** A leaf of either menu: internal route, external link, or disabled entry. */
export function MenuLink({ node, className = 'menu-link', onNavigate, role }: MenuLinkProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isAlias = (node.activeLinks ?? []).some((link) => matchPath(link, pathname));
  if (node.disabled || !node.navLink) {
    return (
      <span
        className={`${className} disabled`}
        aria-disabled="true"
        role={role}
        title={t('menu.disabled')}
      >
        <MenuLabel node={node} />
      </span>
    );
  }
  const target = node.newTab ? '_blank' : undefined;
  const rel = node.newTab ? 'noopener noreferrer' : undefined;
  if (node.type === 'external-link') {
    return (
      <a
        href={node.navLink}
        className={className}
        target={target}
        rel={rel}
        role={role}
        onClick={onNavigate}
      >
        <MenuLabel node={node} />
        {node.newTab ? <span className="visually-hidden"> ({t('menu.opensInNewTab')})</span> : null}
      </a>
    );
  }
  return (
    <NavLink
      to={node.navLink}
      end
      className={({ isActive }) => `${className}${isActive || isAlias ? ' active' : ''}`}
      target={target}
      rel={rel}
      role={role}
      onClick={onNavigate}
    >
      <MenuLabel node={node} />
    </NavLink>
  );
}
