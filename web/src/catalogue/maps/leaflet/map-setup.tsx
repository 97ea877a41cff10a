import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useState } from 'react';
import { TileLayer, useMap } from 'react-leaflet';
import './leaflet-demos.scss';

/** Makueni County from corner to corner, for a map that shows all of it. */
export const COUNTY_BOUNDS: L.LatLngBoundsLiteral = [
  [-2.98, 37.1],
  [-1.38, 38.45],
];

export const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Leaflet's marker images, bundled with the page (Leaflet's own lookup fails once bundled). */
export const markerIconOptions: L.IconOptions = {
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
};
export const markerIconImage = L.icon(markerIconOptions);

/** Names the map for screen readers (Leaflet's container is focusable for keyboard panning). */
export function MapLabel({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const el = map.getContainer();
    el.setAttribute('aria-label', label);
    el.setAttribute('role', 'region');
  }, [map, label]);
  return null;
}

/**
 * OpenStreetMap tiles that report when they cannot load: the map then keeps its outlines and
 * markers on a plain background, and the page says why the streets are missing.
 */
export function StreetTiles({ onFail }: { onFail: () => void }) {
  return (
    <TileLayer
      url={TILE_URL}
      attribution={TILE_ATTRIBUTION}
      maxZoom={18}
      eventHandlers={{ tileerror: onFail }}
    />
  );
}

/** Whether the street tiles failed, and the message to show then. */
export function useTileFailure() {
  const [failed, setFailed] = useState(false);
  return { failed, onFail: () => setFailed(true) };
}

export function TilesMessage({ failed }: { failed: boolean }) {
  return (
    <p className="small text-body-secondary mb-2" role="status">
      {failed
        ? 'Street tiles could not load (offline or blocked): the outlines and markers are drawn on a plain background.'
        : ''}
    </p>
  );
}
