import { Building2, Map, MapPin, type LucideIcon } from 'lucide-react';
import type { PlaceKind } from '../lib/places';

/** A ward is a pin, a sub-county a map, a department a building. */
export const PLACE_ICONS: Record<PlaceKind, LucideIcon> = {
  ward: MapPin,
  subCounty: Map,
  department: Building2,
};
