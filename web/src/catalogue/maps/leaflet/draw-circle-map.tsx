import type { LatLng } from 'leaflet';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Circle, MapContainer, useMap, useMapEvents } from 'react-leaflet';
import { COUNTY_BOUNDS, MapLabel, StreetTiles, TilesMessage, useTileFailure } from './map-setup';
import { useThemeColours } from './use-theme-colours';

function ClickToPlace({ onPlace }: { onPlace: (at: LatLng) => void }) {
  useMapEvents({ click: (e) => onPlace(e.latlng) });
  return null;
}

/** The "place at the centre" button needs the map, so it sits inside it as a child. */
function CentreButton({ onPlace }: { onPlace: (at: LatLng) => void }) {
  const map = useMap();
  return (
    <div className="leaflet-bottom leaflet-left">
      <div className="leaflet-control">
        <Button size="sm" onClick={() => onPlace(map.getCenter())}>
          Draw at the map’s centre
        </Button>
      </div>
    </div>
  );
}

/** Click (or press the button) to draw a circle; its radius follows the slider. */
export function DrawCircleMap() {
  const tiles = useTileFailure();
  const colours = useThemeColours();
  const [centre, setCentre] = useState<LatLng | null>(null);
  const [radiusKm, setRadiusKm] = useState(10);
  const area = Math.PI * radiusKm * radiusKm;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <Form.Group controlId="circle-radius" className="d-flex align-items-center gap-2">
          <Form.Label className="mb-0 text-nowrap">Radius: {radiusKm} km</Form.Label>
          <Form.Range
            min={1}
            max={40}
            value={radiusKm}
            onChange={(e) => setRadiusKm(Number(e.target.value))}
            style={{ maxWidth: 180 }}
          />
        </Form.Group>
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={!centre}
          onClick={() => setCentre(null)}
        >
          Clear
        </Button>
      </div>
      <p className="small mb-2" role="status">
        {centre
          ? `Circle at ${centre.lat.toFixed(3)}, ${centre.lng.toFixed(3)}: ${radiusKm} km radius, about ${area.toFixed(0)} km².`
          : 'Click the map to place a circle.'}
      </p>
      <TilesMessage failed={tiles.failed} />
      <MapContainer
        className="demo-map"
        bounds={COUNTY_BOUNDS}
        zoomSnap={0.25}
        scrollWheelZoom={false}
      >
        <MapLabel label="Map to draw a circle on" />
        <StreetTiles onFail={tiles.onFail} />
        <ClickToPlace onPlace={setCentre} />
        <CentreButton onPlace={setCentre} />
        {centre ? (
          <Circle
            center={centre}
            radius={radiusKm * 1000}
            pathOptions={{ color: colours.danger, fillOpacity: 0.2 }}
          />
        ) : null}
      </MapContainer>
    </>
  );
}
