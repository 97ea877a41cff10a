import { MapContainer, Marker, Popup } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import {
  CLUSTER_OPTIONS,
  COUNTY_BOUNDS,
  MapLabel,
  markerIconImage,
  StreetTiles,
  TilesMessage,
  useTileFailure,
} from './map-setup';
import { TOWNS } from './towns';

/**
 * Markers with popups: Tab reaches each marker and Enter opens its popup. Markers too close to
 * tap apart (on a phone) are drawn as one group, which zooms in when chosen.
 */
export function MarkersMap() {
  const tiles = useTileFailure();
  return (
    <>
      <TilesMessage failed={tiles.failed} />
      <MapContainer
        className="demo-map"
        bounds={COUNTY_BOUNDS}
        zoomSnap={0.25}
        scrollWheelZoom={false}
      >
        <MapLabel label="Towns of Makueni County" />
        <StreetTiles onFail={tiles.onFail} />
        <MarkerClusterGroup {...CLUSTER_OPTIONS}>
          {TOWNS.map((town) => (
            <Marker
              key={town.name}
              position={town.position}
              icon={markerIconImage}
              title={town.name}
              alt={town.name}
            >
              <Popup>
                <strong>{town.name}</strong>
                <br />
                {town.note}
              </Popup>
            </Marker>
          ))}
        </MarkerClusterGroup>
      </MapContainer>
    </>
  );
}
