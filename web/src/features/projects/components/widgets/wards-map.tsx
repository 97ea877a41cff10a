/**
 * The Leaflet part of the wards map (its own lazily loaded chunk, with Leaflet's CSS). Draws the
 * ward polygons on a plain background; street tiles are optional.
 */
import 'leaflet/dist/leaflet.css';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { AttributionControl, GeoJSON, MapContainer, TileLayer, useMap } from 'react-leaflet';
import type { BoundaryFeature, BoundaryProperties } from '@app/common/projects';

export interface WardsMapProps {
  wards: readonly BoundaryFeature[];
  subCounties: readonly BoundaryFeature[];
  /** Fill colour per ward code. */
  fillOf: (code: string) => string;
  /** Tooltip text per ward code. */
  tooltipOf: (code: string) => string;
  selected: ReadonlySet<string>;
  /** Ward codes to zoom to (the chosen sub-counties); empty for the whole county. */
  focus: readonly string[];
  onSelect: (code: string) => void;
  showTiles: boolean;
  attribution: string;
  /** Stroke colour between wards (the page background, so it follows the theme). */
  outline: string;
  emphasis: string;
  label: string;
}

type Props = BoundaryProperties;

function asCollection(features: readonly BoundaryFeature[]): FeatureCollection<Geometry, Props> {
  return { type: 'FeatureCollection', features: features as unknown as Feature<Geometry, Props>[] };
}

function FitBounds({
  features,
  focus,
}: {
  features: readonly BoundaryFeature[];
  focus: readonly string[];
}) {
  const map = useMap();
  const key = focus.join('|');
  useEffect(() => {
    const chosen =
      focus.length > 0 ? features.filter((f) => focus.includes(f.properties.code)) : features;
    if (chosen.length === 0) return;
    const bounds = L.geoJSON(asCollection(chosen)).getBounds();
    if (bounds.isValid()) map.fitBounds(bounds, { padding: [8, 8] });
    // Refit only when the focus changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key, features.length]);
  return null;
}

function LabelContainer({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const el = map.getContainer();
    el.setAttribute('aria-label', label);
    el.setAttribute('role', 'application');
  }, [map, label]);
  return null;
}

export default function WardsMap({
  wards,
  subCounties,
  fillOf,
  tooltipOf,
  selected,
  focus,
  onSelect,
  showTiles,
  attribution,
  outline,
  emphasis,
  label,
}: WardsMapProps) {
  const latest = useRef({ tooltipOf, onSelect });
  useEffect(() => {
    latest.current = { tooltipOf, onSelect };
  });

  const wardData = useMemo(() => asCollection(wards), [wards]);
  const subCountyData = useMemo(() => asCollection(subCounties), [subCounties]);

  const style = useMemo(
    () =>
      (feature?: Feature<Geometry, Props>): L.PathOptions => {
        const code = feature?.properties.code ?? '';
        const isSelected = selected.has(code);
        return {
          color: isSelected ? emphasis : outline,
          weight: isSelected ? 3 : 1,
          fillColor: fillOf(code),
          fillOpacity: showTiles ? 0.7 : 0.92,
          className: 'ward-shape',
        };
      },
    [fillOf, selected, outline, emphasis, showTiles],
  );

  return (
    <MapContainer
      className="wards-map"
      bounds={L.geoJSON(wardData).getBounds()}
      scrollWheelZoom={false}
      attributionControl={false}
      zoomSnap={0.25}
      keyboard
    >
      <LabelContainer label={label} />
      <AttributionControl prefix={false} />
      {showTiles ? (
        <TileLayer
          url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
          attribution="&copy; OpenStreetMap contributors"
          maxZoom={18}
        />
      ) : null}
      <GeoJSON
        data={wardData}
        style={style}
        attribution={attribution}
        onEachFeature={(feature: Feature<Geometry, Props>, layer) => {
          const code = feature.properties.code;
          layer.bindTooltip(() => latest.current.tooltipOf(code), {
            sticky: true,
            direction: 'top',
          });
          layer.on('click', () => latest.current.onSelect(code));
          // A stable hook for browser tests and styles: the ward code on the drawn shape.
          layer.on('add', () => {
            if (layer instanceof L.Path) layer.getElement()?.setAttribute('data-ward-code', code);
          });
        }}
      />
      <GeoJSON
        data={subCountyData}
        interactive={false}
        style={() => ({ color: emphasis, weight: 2, fill: false, opacity: 0.8 })}
      />
      <FitBounds features={wards} focus={focus} />
    </MapContainer>
  );
}
