import {
  Banknote,
  CircleCheck,
  Construction,
  HardHat,
  MapPin,
  TriangleAlert,
  Users,
  type LucideIcon,
} from 'lucide-react';

export type StatColor = 'primary' | 'success' | 'danger' | 'info' | 'warning' | 'secondary';

export interface Stat {
  id: string;
  label: string;
  value: string;
  icon: LucideIcon;
  color: StatColor;
  /** Change since last month, in percent. */
  change: number;
}

/** Sample figures in the portal's own terms (invented for the demos). */
export const STATS: Stat[] = [
  {
    id: 'projects',
    label: 'Projects',
    value: '1,284',
    icon: HardHat,
    color: 'primary',
    change: 4.2,
  },
  {
    id: 'complete',
    label: 'Complete',
    value: '862',
    icon: CircleCheck,
    color: 'success',
    change: 2.8,
  },
  {
    id: 'stalled',
    label: 'Stalled',
    value: '57',
    icon: TriangleAlert,
    color: 'danger',
    change: -6.1,
  },
  {
    id: 'ongoing',
    label: 'Ongoing',
    value: '365',
    icon: Construction,
    color: 'warning',
    change: 1.4,
  },
  {
    id: 'budget',
    label: 'Budget (Ksh)',
    value: '9.6 bn',
    icon: Banknote,
    color: 'info',
    change: 11.0,
  },
  { id: 'wards', label: 'Wards', value: '30', icon: MapPin, color: 'secondary', change: 0 },
  {
    id: 'visitors',
    label: 'Visitors this month',
    value: '18.2k',
    icon: Users,
    color: 'primary',
    change: 23.5,
  },
];
