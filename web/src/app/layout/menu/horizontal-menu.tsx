import { ChevronDown, Ellipsis, Files, LayoutGrid, Shapes } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
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
 * How many of the portal's top entries fit on one row beside the group dropdowns and the
 * "More" button. The entries are measured where they are (those that do not fit stay in the
 * row, invisible, so that they can be measured again), on every change of the row's or an
 * entry's size: a narrower window, another language, the fonts arriving.
 */
function useEntriesThatFit(row: RefObject<HTMLUListElement | null>, count: number): number {
  const [fit, setFit] = useState(count);
  useLayoutEffect(() => {
    const ul = row.current;
    if (!ul) return;
    const measure = () => {
      const width = (el: Element) => (el as HTMLElement).offsetWidth;
      const gap = parseFloat(getComputedStyle(ul).columnGap) || 0;
      const entries = Array.from(ul.querySelectorAll(':scope > [data-menu-entry]'), width);
      const fixed = Array.from(ul.querySelectorAll(':scope > [data-menu-group]'), width);
      const more = ul.querySelector(':scope > [data-menu-more]');
      // Each item takes its width and the gap after it; the last one has no gap after it.
      const cost = (w = 0) => w + gap;
      const room = ul.clientWidth + gap;
      let used = fixed.reduce((sum, w) => sum + cost(w), 0);
      if (entries.reduce((sum, w) => sum + cost(w), used) <= room) {
        setFit(entries.length);
        return;
      }
      used += cost(more ? width(more) : 0);
      let n = 0;
      while (n < entries.length && used + cost(entries[n]) <= room) {
        used += cost(entries[n]);
        n += 1;
      }
      setFit(n);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(ul);
    for (const li of Array.from(ul.children)) observer.observe(li);
    return () => observer.disconnect();
  }, [row, count]);
  return Math.min(fit, count);
}

/**
 * The registry as a menu bar: top-level collapses are dropdowns, and each group header starts a
 * dropdown holding the entries under it. The portal's own entries come first; those that do not
 * fit on the row (a narrower window, a longer language) move, from the last, into "More", so
 * the bar is always one row and the group dropdowns keep their place.
 */
export function HorizontalMenu({ items }: { items: NavNode[] }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const row = useRef<HTMLUListElement>(null);
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
  const fit = useEntriesThatFit(row, top.length);
  const overflow = top.slice(fit);
  const isActive = (nodes: NavNode[]) => nodes.some((n) => containsPath(n, pathname));
  return (
    <nav className="horizontal-menu" aria-label={t('menu.main')} data-testid="horizontal-menu">
      <ul className="nav" ref={row}>
        {top.map((node, i) => (
          <li
            key={node.id}
            data-menu-entry=""
            className={`nav-item${isActive([node]) ? ' active' : ''}${i >= fit ? ' menu-overflowed' : ''}`}
            inert={i >= fit}
          >
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
                namedByContent
                align="start"
              >
                {(close) => <DropdownItems items={node.children ?? []} close={close} />}
              </Dropdown>
            ) : (
              <MenuLink node={node} className="nav-link menu-link" />
            )}
          </li>
        ))}
        <li
          data-menu-more=""
          className={`nav-item${isActive(overflow) ? ' active' : ''}${overflow.length === 0 ? ' menu-overflowed' : ''}`}
          inert={overflow.length === 0}
          data-testid="menu-more"
        >
          <Dropdown
            toggle={
              <>
                <Ellipsis size={18} className="menu-icon" aria-hidden="true" />
                <span className="menu-title">{t('menu.more')}</span>
                {caret}
              </>
            }
            label={t('menu.more')}
            toggleClassName="nav-link menu-toggle"
            namedByContent
            align="start"
          >
            {(close) => <DropdownItems items={overflow} close={close} />}
          </Dropdown>
        </li>
        {groups.map(({ head, children }) => {
          const isMega = children.filter((c) => c.type === 'collapse').length >= MEGA_MENU_GROUPS;
          return (
            <li
              key={head.id}
              data-menu-group=""
              className={`nav-item${isActive(children) ? ' active' : ''}`}
            >
              <Dropdown
                toggle={<GroupLabel head={head} />}
                label={t(head.title)}
                toggleClassName="nav-link menu-toggle"
                namedByContent
                {...(isMega
                  ? {
                      className: 'dropdown-mega',
                      menuClassName: 'mega-menu',
                      align: 'end' as const,
                    }
                  : { align: 'start' as const })}
              >
                {(close) =>
                  isMega ? (
                    // The columns grow downwards and the menu scrolls down, never sideways.
                    <div className="mega-menu-columns">
                      <DropdownItems items={children} close={close} />
                    </div>
                  ) : (
                    <DropdownItems items={children} close={close} />
                  )
                }
              </Dropdown>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
