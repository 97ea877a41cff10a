import type { NavNode } from '@/types/navigation';

/** Registry entries of the ecommerce app (the registry places them under the Apps header). */
export const ecommerceRoutes: NavNode[] = [];

/** The e-commerce dashboard, listed under Dashboards. */
export const ecommerceDashboardRoutes: NavNode[] = [];
