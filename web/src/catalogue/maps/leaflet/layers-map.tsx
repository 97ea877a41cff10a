import type { FeatureCollection, Geometry } from 'geojson';
import { GeoJSON, LayerGroup, LayersControl, MapContainer, Marker, Popup } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import type { BoundaryProperties } from '@app/common/projects';
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
import { useThemeColours } from './use-theme-colours';
import { useWardData } from './use-ward-data';

/** Base layers (streets or a plain background) and overlays switched from Leaflet's layer control. */
export function LayersMap() {
  const tiles = useTileFailure();
  const data = useWardData();
  const colours = useThemeColours();
  return (
    <>
      <TilesMessage failed={tiles.failed} />
      <MapContainer
        className="demo-map"
        bounds={COUNTY_BOUNDS}
        zoomSnap={0.25}
        scrollWheelZoom={false}
      >
        <MapLabel label="Makueni County with switchable layers" />
        <LayersControl position="topright">
          <LayersControl.BaseLayer checked name="Streets (OpenStreetMap)">
            <StreetTiles onFail={tiles.onFail} />
          </LayersControl.BaseLayer>
          <LayersControl.BaseLayer name="Plain background">
            <LayerGroup />
          </LayersControl.BaseLayer>
          <LayersControl.Overlay checked name="Towns">
            <MarkerClusterGroup {...CLUSTER_OPTIONS}>
              {TOWNS.map((t) => (
                <Marker
                  key={t.name}
                  position={t.position}
                  icon={markerIconImage}
                  title={t.name}
                  alt={t.name}
                >
                  <Popup>{t.name}</Popup>
                </Marker>
              ))}
            </MarkerClusterGroup>
          </LayersControl.Overlay>
          {data.status === 'ready' ? (
            <LayersControl.Overlay checked name="Ward outlines">
              <GeoJSON
                key={colours.text}
                data={data.boundaries as unknown as FeatureCollection<Geometry, BoundaryProperties>}
                style={{ color: colours.text, weight: 1, opacity: 0.6, fill: false }}
                interactive={false}
              />
            </LayersControl.Overlay>
          ) : null}
        </LayersControl>
      </MapContainer>
    </>
  );
}
