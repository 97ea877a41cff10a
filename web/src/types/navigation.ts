import type { ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { Role } from '@/lib/roles';
import type { AppStore } from '@/lib/store/store';

export type NavType = 'item' | 'collapse' | 'external-link' | 'groupHeader';
export type BadgeColor =
  'primary' | 'success' | 'danger' | 'info' | 'warning' | 'dark' | 'secondary';
export type LazyPage = () => Promise<{ default: ComponentType }>;

/**
 * One node of the route registry: a menu item (title, type, icon, roles, link, badge, children)
 * plus what the router needs.
 * `title` is an i18n key of the `common` namespace.
 */
export interface NavNode {
  id: string;
  title: string;
  type: NavType;
  icon?: LucideIcon;
  permissions?: readonly Role[];
  navLink?: string;
  badge?: BadgeColor;
  badgeText?: string;
  children?: NavNode[];
  disabled?: boolean;
  newTab?: boolean;
  /** Lazy page module; a node with a page and a navLink becomes a route. */
  page?: LazyPage;
  /**
   * Starts the page's data requests for an address opened directly, before the app's first
   * render, and resolves once the answers are in (main.tsx waits for them, up to a second). The
   * page's hooks must ask with the same arguments, so they find these answers.
   */
  prefetch?: (store: AppStore, url: URL) => Promise<void>;
  /**
   * The page shows only what the staff API answers a signed-in staff member: opened with no
   * session stored, the route asks to sign in instead of loading it (see sign-in-first.ts).
   */
  staffData?: true;
  /** 'full' draws the page without the shell (auth and misc pages). */
  layout?: 'full';
  /** A route that is not listed in the menus (detail pages, aliases). */
  hidden?: boolean;
  /** The page draws a fuller breadcrumb trail of its own, so the shell leaves out its trail. */
  ownBreadcrumb?: boolean;
  /**
   * Other addresses that show this item's page (its hidden aliases beside it, such as
   * /todo/:filter for /todo/all): the menu marks the item active there too. Filled by toMenu.
   */
  activeLinks?: readonly string[];
  /** Extra words the global search matches (already translated terms are not needed). */
  keywords?: string[];
}
