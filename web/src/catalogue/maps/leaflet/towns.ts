import type { LatLngTuple } from 'leaflet';

/** Market towns of Makueni County (approximate positions) for the marker demos. */
export const TOWNS: readonly { name: string; position: LatLngTuple; note: string }[] = [
  { name: 'Wote', position: [-1.7808, 37.6288], note: 'County headquarters, Makueni sub-county' },
  { name: 'Mbooni', position: [-1.6386, 37.4553], note: 'Mbooni sub-county' },
  { name: 'Kilome', position: [-1.8, 37.3], note: 'Kilome sub-county' },
  { name: 'Kaiti (Kilungu)', position: [-1.72, 37.36], note: 'Kaiti sub-county' },
  { name: 'Emali', position: [-2.0836, 37.4727], note: 'Kibwezi West, on the Mombasa road' },
  { name: 'Makindu', position: [-2.2779, 37.8217], note: 'Kibwezi West' },
  { name: 'Kibwezi', position: [-2.4167, 37.9667], note: 'Kibwezi East' },
  { name: 'Mtito Andei', position: [-2.6899, 38.1665], note: 'Kibwezi East, by Tsavo West' },
];
