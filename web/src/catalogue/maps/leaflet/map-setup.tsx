/// <reference types="leaflet.markercluster" />
import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useState, type ReactNode } from 'react';
import { TileLayer, useMap } from 'react-leaflet';
import { DrawWhenNear } from '@/components/charts/draw-when-near';
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

/**
 * A group of nearby markers: a 40 px circle with their number, named for screen readers by the
 * places in it (the markers' titles, in alphabetical order). Like a marker, Tab reaches it and
 * Enter zooms to it.
 */
function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const names = cluster
    .getAllChildMarkers()
    .flatMap((m) => (m.options.title ? [m.options.title] : []))
    .sort((a, b) => a.localeCompare(b));
  const html = document.createElement('span');
  const count = document.createElement('span');
  count.setAttribute('aria-hidden', 'true');
  count.textContent = String(cluster.getChildCount());
  const label = document.createElement('span');
  label.className = 'visually-hidden';
  label.textContent = `${names.length} places: ${names.join(', ')}. Zoom in`;
  html.append(count, label);
  return L.divIcon({ html, className: 'demo-cluster', iconSize: L.point(40, 40) });
}

/**
 * The marker cluster group's options on every map here: markers closer than 40 px on screen are
 * drawn as one group (clusterIcon), which zooms in when chosen. On a phone the county's towns
 * are a few pixels apart, too close to tap one of them.
 */
export const CLUSTER_OPTIONS = {
  maxClusterRadius: 40,
  iconCreateFunction: clusterIcon,
} satisfies L.MarkerClusterGroupOptions;

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
/** A demo map's height (leaflet-demos.scss) with the status line above it (TilesMessage). */
const MAP_BLOCK_HEIGHT = 388;

/**
 * A map built once it comes near the screen, or on a desktop once the page idles (DrawWhenNear),
 * in a box of its height until then. Leaflet builds its panes, tiles and vector layers on the
 * main thread: five maps at once kept a phone busy for half a second before the page answered.
 */
export function MapWhenNear({ children }: { children: ReactNode }) {
  return <DrawWhenNear height={MAP_BLOCK_HEIGHT}>{children}</DrawWhenNear>;
}

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
