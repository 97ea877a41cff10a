import { ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavNode } from '@/types/navigation';
import { containsPath } from '@/app/navigation/tree';
import { MenuLabel } from './menu-label';
import { MenuLink } from './menu-link';

interface VerticalMenuProps {
  items: NavNode[];
  onNavigate?: () => void;
}

function Group({ node, onNavigate }: { node: NavNode; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const hasActive = containsPath(node, pathname);
  const [open, setOpen] = useState(hasActive);
  // The group holding the active route opens when the route moves into it.
  useEffect(() => {
    if (hasActive) setOpen(true);
  }, [hasActive, pathname]);
  const id = `menu-group-${node.id}`;
  return (
    <li
      className={`menu-item has-sub${open ? ' open' : ''}${hasActive ? ' sidebar-group-active' : ''}`}
    >
      <button
        type="button"
        className="menu-link menu-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <MenuLabel node={node} />
        <ChevronRight size={16} className="menu-chevron" aria-hidden="true" />
      </button>
      <ul id={id} className="menu-content" hidden={!open}>
        <MenuItems items={node.children ?? []} onNavigate={onNavigate} />
      </ul>
    </li>
  );
}

function MenuItems({ items, onNavigate }: VerticalMenuProps) {
  const { t } = useTranslation();
  return items.map((node) => {
    if (node.type === 'groupHeader') {
      return (
        <li key={node.id} className="navigation-header">
          <span>{t(node.title)}</span>
        </li>
      );
    }
    if (node.type === 'collapse')
      return <Group key={node.id} node={node} onNavigate={onNavigate} />;
    return (
      <li key={node.id} className={`menu-item${node.disabled ? ' disabled' : ''}`}>
        <MenuLink node={node} onNavigate={onNavigate} />
      </li>
    );
  });
}

export function VerticalMenu({ items, onNavigate }: VerticalMenuProps) {
  return (
    <ul className="navigation" data-testid="vertical-menu">
      <MenuItems items={items} onNavigate={onNavigate} />
    </ul>
  );
}
