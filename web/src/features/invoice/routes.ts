import type { NavNode } from '@/types/navigation';

/** Registry entries of the invoice sample (the registry places them under the Apps header). */
export const invoiceRoutes: NavNode[] = [];
