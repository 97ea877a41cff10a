import { CalendarDays } from 'lucide-react';
import { withNamespaces } from '@/i18n';
import type { NavNode } from '@/types/navigation';

/** Registry entries of the calendar app (the registry places them under the Apps header). */
export const calendarRoutes: NavNode[] = [
  {
    id: 'calendar',
    title: 'menu.calendar',
    type: 'item',
    icon: CalendarDays,
    navLink: '/calendar',
    page: () => withNamespaces(import('./calendar-page'), ['calendar']),
    keywords: ['events', 'agenda', 'schedule', 'month', 'week'],
  },
];
