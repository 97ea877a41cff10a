import { MapContainer } from 'react-leaflet';
import { COUNTY_BOUNDS, MapLabel, StreetTiles, TilesMessage, useTileFailure } from './map-setup';

/** A map with street tiles, zoom buttons, drag, and arrow keys and +/- once focused. */
export function BasicMap() {
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
        <MapLabel label="Map of Makueni County" />
        <StreetTiles onFail={tiles.onFail} />
      </MapContainer>
    </>
  );
}
