import { Map } from 'lucide-react';
import { demoRoute } from '@/catalogue/common/demo-route';
import type { NavNode } from '@/types/navigation';

/** The maps pages of the UI catalogue (the menu drops a group with no pages). */
export const mapsSection: NavNode = {
  id: 'maps',
  title: 'menu.maps',
  type: 'collapse',
  icon: Map,
  children: [
    demoRoute(
      { id: 'maps-leaflet', title: 'menu.leaflet', navLink: '/maps/leaflet' },
      () => import('./leaflet-page'),
    ),
  ],
};
