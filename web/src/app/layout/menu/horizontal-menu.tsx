import { ChevronDown, Files, LayoutGrid, Shapes } from 'lucide-react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '@/components/dropdown';
import type { NavNode } from '@/types/navigation';
import { containsPath } from '@/app/navigation/tree';
import { MenuLabel } from './menu-label';
import { MenuLink } from './menu-link';

/** Icons for the group headers, which become dropdowns in the menu bar. */
const GROUP_ICONS: Record<string, typeof Files> = {
  'apps-header': LayoutGrid,
  'pages-header': Files,
  'catalogue-header': Shapes,
};

const caret = <ChevronDown size={14} className="menu-caret" aria-hidden="true" />;

function DropdownItems({ items, close }: { items: NavNode[]; close: () => void }) {
  const { t } = useTranslation();
  return items.map((node) => {
    if (node.type === 'groupHeader') {
      return (
        <h6 key={node.id} className="dropdown-header">
          {t(node.title)}
        </h6>
      );
    }
    if (node.type === 'collapse') {
      return (
        <div key={node.id} className="dropdown-group" role="group" aria-label={t(node.title)}>
          <h6 className="dropdown-header">
            <MenuLabel node={node} />
          </h6>
          <DropdownItems items={node.children ?? []} close={close} />
        </div>
      );
    }
    return (
      <MenuLink key={node.id} node={node} className="dropdown-item menu-link" onNavigate={close} />
    );
  });
}

function GroupLabel({ head }: { head: NavNode }) {
  const { t } = useTranslation();
  const Icon = GROUP_ICONS[head.id];
  return (
    <>
      {Icon ? <Icon size={18} className="menu-icon" aria-hidden="true" /> : null}
      <span className="menu-title">{t(head.title)}</span>
      {caret}
    </>
  );
}

/** A dropdown holding this many groups or more lays them out in columns (a mega menu). */
const MEGA_MENU_GROUPS = 4;

/**
 * The registry as a menu bar: top-level collapses are dropdowns, and each group header starts a
 * dropdown holding the entries under it.
 */
export function HorizontalMenu({ items }: { items: NavNode[] }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const groups: { head: NavNode; children: NavNode[] }[] = [];
  const top: NavNode[] = [];
  let current: { head: NavNode; children: NavNode[] } | null = null;
  for (const node of items) {
    if (node.type === 'groupHeader') {
      current = { head: node, children: [] };
      groups.push(current);
    } else if (current) {
      current.children.push(node);
    } else {
      top.push(node);
    }
  }
  const isActive = (nodes: NavNode[]) => nodes.some((n) => containsPath(n, pathname));
  return (
    <nav className="horizontal-menu" aria-label={t('menu.main')} data-testid="horizontal-menu">
      <ul className="nav">
        {top.map((node) => (
          <li key={node.id} className={`nav-item${isActive([node]) ? ' active' : ''}`}>
            {node.type === 'collapse' ? (
              <Dropdown
                toggle={
                  <>
                    <MenuLabel node={node} />
                    {caret}
                  </>
                }
                label={t(node.title)}
                toggleClassName="nav-link menu-toggle"
                align="start"
              >
                {(close) => <DropdownItems items={node.children ?? []} close={close} />}
              </Dropdown>
            ) : (
              <MenuLink node={node} className="nav-link menu-link" />
            )}
          </li>
        ))}
        {groups.map(({ head, children }) => (
          <li key={head.id} className={`nav-item${isActive(children) ? ' active' : ''}`}>
            <Dropdown
              toggle={<GroupLabel head={head} />}
              label={t(head.title)}
              toggleClassName="nav-link menu-toggle"
              {...(children.filter((c) => c.type === 'collapse').length >= MEGA_MENU_GROUPS
                ? { menuClassName: 'mega-menu', align: 'end' as const }
                : { align: 'start' as const })}
            >
              {(close) => <DropdownItems items={children} close={close} />}
            </Dropdown>
          </li>
        ))}
      </ul>
    </nav>
  );
}
