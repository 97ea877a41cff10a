import { Receipt } from 'lucide-react';
import { withNamespaces } from '@/i18n';
import type { NavNode } from '@/types/navigation';

/** Registry entries of the invoice sample (the registry places them under the Apps header). */
export const invoiceRoutes: NavNode[] = [
  {
    id: 'invoice',
    title: 'menu.invoice',
    type: 'item',
    icon: Receipt,
    navLink: '/pages/invoice',
    page: () => withNamespaces(import('./invoice-page'), ['invoice']),
    keywords: ['invoice', 'print', 'bill'],
  },
];
