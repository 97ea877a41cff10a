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
        <MenuEntries items={node.children ?? []} onNavigate={onNavigate} />
      </ul>
    </li>
  );
}

/**
 * A group header and the entries under it (up to the next header): the sample apps, the sample
 * pages and the UI catalogue. Collapsed by default, so the portal's own pages come first; open
 * when the current page is inside it.
 */
function Section({
  head,
  items,
  onNavigate,
}: {
  head: NavNode;
  items: NavNode[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const hasActive = items.some((n) => containsPath(n, pathname));
  const [open, setOpen] = useState(hasActive);
  useEffect(() => {
    if (hasActive) setOpen(true);
  }, [hasActive, pathname]);
  const id = `menu-section-${head.id}`;
  return (
    <li className={`navigation-section${open ? ' open' : ''}`} data-testid={id}>
      <button
        type="button"
        className="navigation-header"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <span>{t(head.title)}</span>
        <ChevronRight size={14} className="menu-chevron" aria-hidden="true" />
      </button>
      <ul id={id} hidden={!open}>
        <MenuEntries items={items} onNavigate={onNavigate} />
      </ul>
    </li>
  );
}

function MenuEntries({ items, onNavigate }: VerticalMenuProps) {
  return items.map((node) => {
    if (node.type === 'collapse')
      return <Group key={node.id} node={node} onNavigate={onNavigate} />;
    return (
      <li key={node.id} className={`menu-item${node.disabled ? ' disabled' : ''}`}>
        <MenuLink node={node} onNavigate={onNavigate} />
      </li>
    );
  });
}

/** Entries before the first group header stand alone; each header starts a section. */
function MenuItems({ items, onNavigate }: VerticalMenuProps) {
  const top: NavNode[] = [];
  const sections: { head: NavNode; items: NavNode[] }[] = [];
  for (const node of items) {
    if (node.type === 'groupHeader') sections.push({ head: node, items: [] });
    else (sections.at(-1)?.items ?? top).push(node);
  }
  return (
    <>
      <MenuEntries items={top} onNavigate={onNavigate} />
      {sections.map(({ head, items: entries }) => (
        <Section key={head.id} head={head} items={entries} onNavigate={onNavigate} />
      ))}
    </>
  );
}

export function VerticalMenu({ items, onNavigate }: VerticalMenuProps) {
  return (
    <ul className="navigation" data-testid="vertical-menu">
      <MenuItems items={items} onNavigate={onNavigate} />
    </ul>
  );
}
