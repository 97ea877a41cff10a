import type { FeatureCollection, Geometry } from 'geojson';
import { GeoJSON, MapContainer } from 'react-leaflet';
import type { BoundaryProperties } from '@app/common/projects';
import { COUNTY_BOUNDS, MapLabel, StreetTiles, TilesMessage, useTileFailure } from './map-setup';
import { useThemeColours } from './use-theme-colours';
import { useWardData } from './use-ward-data';

/**
 * A map with street tiles, zoom buttons, drag, and arrow keys and +/- once focused. Without
 * tiles it falls back to the ward outlines, so it still shows where it is.
 */
export function BasicMap() {
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
        <MapLabel label="Map of Makueni County" />
        <StreetTiles onFail={tiles.onFail} />
        {tiles.failed && data.status === 'ready' ? (
          <GeoJSON
            key={colours.text}
            data={data.boundaries as unknown as FeatureCollection<Geometry, BoundaryProperties>}
            style={{ color: colours.muted, weight: 1, fill: false }}
            interactive={false}
          />
        ) : null}
      </MapContainer>
    </>
  );
}
