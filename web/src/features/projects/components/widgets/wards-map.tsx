/**
 * The Leaflet part of the wards map (its own lazily loaded chunk, with Leaflet's CSS). Draws the
 * ward polygons on a plain background; street tiles are optional.
 */
import 'leaflet/dist/leaflet.css';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import L from 'leaflet';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  AttributionControl,
  GeoJSON,
  MapContainer,
  TileLayer,
  useMap,
  ZoomControl,
} from 'react-leaflet';
import type { BoundaryFeature, BoundaryProperties } from '@app/common/projects';
import { useDocumentDirection } from '@/hooks/use-document-direction';

/** What the information box says about one ward. */
export interface WardInfo {
  name: string;
  subCounty: string;
  value: string;
}

export interface WardsMapProps {
  wards: readonly BoundaryFeature[];
  subCounties: readonly BoundaryFeature[];
  /** Fill colour per ward code. */
  fillOf: (code: string) => string;
  /** The figures of a ward, shown in the information box while it is pointed at. */
  infoOf: (code: string) => WardInfo;
  selected: ReadonlySet<string>;
  /** The shapes to zoom to (chosen wards or sub-counties); empty for the whole county. */
  focus: readonly BoundaryFeature[];
  onSelect: (code: string) => void;
  showTiles: boolean;
  /** Called with true once every street tile asked for so far has failed (no network). */
  onTilesFailed: (failed: boolean) => void;
  /** The street tiles' credit (the boundaries are credited under the map). */
  tileAttribution: string;
  /** Stroke colour between wards (the page background, so it follows the theme). */
  outline: string;
  emphasis: string;
  label: string;
  /** Shown in the information box while no ward is pointed at or chosen. */
  hint: string;
}

type Props = BoundaryProperties;

/** How far the chosen shapes stay from the map's edges, in pixels. */
const FOCUS_PADDING = 24;

function asCollection(features: readonly BoundaryFeature[]): FeatureCollection<Geometry, Props> {
  return { type: 'FeatureCollection', features: features as unknown as Feature<Geometry, Props>[] };
}

function FitBounds({
  features,
  focus,
}: {
  features: readonly BoundaryFeature[];
  focus: readonly BoundaryFeature[];
}) {
  const map = useMap();
  const key = focus.map((f) => `${f.properties.level}:${f.properties.code}`).join('|');
  const fit = useRef<(animate: boolean) => void>(() => {});
  useEffect(() => {
    fit.current = (animate) => {
      const chosen = focus.length > 0 ? focus : features;
      if (chosen.length === 0) return;
      const bounds = L.geoJSON(asCollection(chosen)).getBounds();
      if (!bounds.isValid()) return;
      const padding = focus.length > 0 ? FOCUS_PADDING : 8;
      map.fitBounds(bounds, { padding: [padding, padding], animate });
    };
  });
  useEffect(() => {
    fit.current(focus.length > 0);
    // Refit only when the focus changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key, features.length]);
  // The frame changes size (the page's styles arrive, a wider screen, a phone turned): Leaflet
  // measures again and the chosen shapes are fitted to the new size.
  useEffect(() => {
    const container = map.getContainer();
    let last = `${container.clientWidth}x${container.clientHeight}`;
    const observer = new ResizeObserver(() => {
      const size = `${container.clientWidth}x${container.clientHeight}`;
      if (size === last) return;
      last = size;
      map.invalidateSize({ animate: false });
      fit.current(false);
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [map]);
  // Leaving the page mid-zoom: Leaflet (1.9) ends a zoom animation on a 250 ms timer, which
  // then moves panes that map.remove() has already taken away ("_leaflet_pos" of undefined).
  // Mark the animation over before the map is removed (a layout effect's cleanup runs before
  // MapContainer's own), so that the timer finds nothing to finish.
  useLayoutEffect(
    () => () => {
      (map as L.Map & { _animatingZoom?: boolean })._animatingZoom = false;
    },
    [map],
  );
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

/** Street tiles that report when none of them could be loaded (offline, blocked). */
function StreetTiles({
  attribution,
  onFailed,
}: {
  attribution: string;
  onFailed: (failed: boolean) => void;
}) {
  const counts = useRef({ loaded: 0, failed: 0 });
  const handlers = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      tileload: () => {
        counts.current.loaded += 1;
        onFailed(false);
      },
      tileerror: () => {
        counts.current.failed += 1;
        if (counts.current.loaded === 0) onFailed(true);
      },
    }),
    [onFailed],
  );
  useEffect(() => () => onFailed(false), [onFailed]);
  return (
    <TileLayer
      url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
      attribution={attribution}
      maxZoom={18}
      eventHandlers={handlers}
    />
  );
}

export default function WardsMap({
  wards,
  subCounties,
  fillOf,
  infoOf,
  selected,
  focus,
  onSelect,
  showTiles,
  onTilesFailed,
  tileAttribution,
  outline,
  emphasis,
  label,
  hint,
}: WardsMapProps) {
  const latest = useRef({ onSelect });
  useEffect(() => {
    latest.current = { onSelect };
  });
  const [hovered, setHovered] = useState<string | null>(null);
  const wardLayer = useRef<L.GeoJSON | null>(null);

  const wardData = useMemo(() => asCollection(wards), [wards]);
  const subCountyData = useMemo(() => asCollection(subCounties), [subCounties]);
  const hasSelection = selected.size > 0;

  const style = useMemo(
    () =>
      (feature?: Feature<Geometry, Props>): L.PathOptions => {
        const code = feature?.properties.code ?? '';
        const isSelected = selected.has(code);
        // A chosen ward: a thick outline in the text colour and its full fill; the others
        // step back (faint fill) so the choice stands out, yet their outlines stay.
        const fillOpacity = isSelected ? 1 : hasSelection ? 0.3 : showTiles ? 0.7 : 0.92;
        return {
          color: isSelected ? emphasis : outline,
          weight: isSelected ? 4 : 1,
          opacity: 1,
          fillColor: fillOf(code),
          fillOpacity,
          className: 'ward-shape',
        };
      },
    [fillOf, selected, hasSelection, outline, emphasis, showTiles],
  );

  // The chosen wards are drawn last, so no neighbour's outline covers theirs.
  useEffect(() => {
    wardLayer.current?.eachLayer((layer) => {
      const code = (layer as L.GeoJSON & { feature?: Feature<Geometry, Props> }).feature?.properties
        .code;
      if (code && selected.has(code) && layer instanceof L.Path) layer.bringToFront();
    });
  }, [selected, style]);

  // The box names the ward pointed at, else the chosen one: it sits inside the map's frame, so
  // (unlike a label that follows the pointer) it is never cut off at the map's edge.
  const shown = hovered ?? (selected.size === 1 ? [...selected][0] : undefined);
  const info = shown ? infoOf(shown) : null;
  // Leaflet lays out its map the same way in both directions; its controls are mirrored here,
  // across from the information box (which stands at the end of the line).
  const rtl = useDocumentDirection() === 'rtl';

  return (
    <>
      <MapContainer
        className="wards-map"
        bounds={L.geoJSON(wardData).getBounds()}
        scrollWheelZoom={false}
        attributionControl={false}
        zoomControl={false}
        zoomSnap={0.25}
        keyboard
      >
        <LabelContainer label={label} />
        <ZoomControl position={rtl ? 'topright' : 'topleft'} />
        <AttributionControl prefix={false} position={rtl ? 'bottomleft' : 'bottomright'} />
        {showTiles ? <StreetTiles attribution={tileAttribution} onFailed={onTilesFailed} /> : null}
        <GeoJSON
          ref={wardLayer}
          data={wardData}
          style={style}
          onEachFeature={(feature: Feature<Geometry, Props>, layer) => {
            const code = feature.properties.code;
            layer.on('click', () => latest.current.onSelect(code));
            layer.on('mouseover', () => setHovered(code));
            layer.on('mouseout', () => setHovered((h) => (h === code ? null : h)));
            // A stable hook for browser tests and styles: the ward code on the drawn shape.
            layer.on('add', () => {
              if (layer instanceof L.Path) {
                layer.getElement()?.setAttribute('data-ward-code', code);
                layer.getElement()?.setAttribute('data-testid', `ward-shape-${code}`);
              }
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
      <div className="wards-map-info small" data-testid="map-info">
        {info ? (
          <>
            <strong className="d-block">{info.name}</strong>
            <span className="d-block text-body-secondary">{info.subCounty}</span>
            <span className="d-block">{info.value}</span>
          </>
        ) : (
          <span className="text-body-secondary">{hint}</span>
        )}
      </div>
    </>
  );
}
