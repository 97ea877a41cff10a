import type { Feature, FeatureCollection, Geometry } from 'geojson';
import L from 'leaflet';
import { useMemo, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { GeoJSON, MapContainer } from 'react-leaflet';
import type { BoundaryProperties, WardStat } from '@app/common/projects';
import { useFormatters } from '@/hooks/use-formatters';
import type { Formatters } from '@/lib/format';
import { binOf, colourSteps, equalBins } from './colour-scale';
import { MapLabel, StreetTiles, TilesMessage, useTileFailure } from './map-setup';
import { useThemeColours } from './use-theme-colours';
import { useWardData } from './use-ward-data';

type Measure = 'count' | 'budget' | 'absorption';
/** Money in the portal's one currency label and compact form, as the dashboard's map writes it. */
const MEASURES: Record<Measure, { label: string; format: (v: number, fmt: Formatters) => string }> =
  {
    count: { label: 'Projects', format: (v, fmt) => fmt.number(v) },
    budget: { label: 'Budget', format: (v, fmt) => fmt.moneyCompact(v) },
    absorption: { label: 'Absorption (% paid)', format: (v, fmt) => fmt.percent(v) },
  };

/** The county's wards from the open-data API, each filled by a figure, with its legend. */
export function WardsMap() {
  const [attempt, setAttempt] = useState(0);
  const data = useWardData(attempt);
  const [measure, setMeasure] = useState<Measure>('count');
  const tiles = useTileFailure();
  const colours = useThemeColours();
  const fmt = useFormatters();

  const statByCode = useMemo(() => {
    const m = new Map<string, WardStat>();
    if (data.status === 'ready') for (const s of data.stats) m.set(s.wardCode, s);
    return m;
  }, [data]);
  const bins = useMemo(() => {
    const values = [...statByCode.values()].map((s) => s[measure]);
    return equalBins(values, colourSteps(colours.background, colours.accent, 6).slice(1));
  }, [statByCode, measure, colours]);

  if (data.status === 'loading')
    return (
      <div role="status" className="d-flex align-items-center gap-2 mb-0">
        <Spinner size="sm" aria-hidden="true" /> Loading the ward outlines…
      </div>
    );
  if (data.status === 'error')
    return (
      <div
        role="alert"
        className="alert alert-danger d-flex flex-wrap align-items-center gap-2 mb-0"
      >
        The ward outlines could not be loaded ({data.message}).
        <Button size="sm" variant="outline-danger" onClick={() => setAttempt((a) => a + 1)}>
          Try again
        </Button>
      </div>
    );

  const wards = data.boundaries as unknown as FeatureCollection<Geometry, BoundaryProperties>;
  if (wards.features.length === 0) return <p className="mb-0">The API returned no wards.</p>;
  const { label } = MEASURES[measure];
  const format = (v: number) => MEASURES[measure].format(v, fmt);
  const valueOf = (code: string) => statByCode.get(code)?.[measure] ?? 0;

  return (
    <>
      <Form.Group
        className="mb-2 d-flex flex-wrap align-items-center gap-2"
        controlId="wards-measure"
      >
        <Form.Label className="mb-0">Colour wards by</Form.Label>
        <Form.Select
          size="sm"
          className="w-auto"
          value={measure}
          onChange={(e) => setMeasure(e.target.value as Measure)}
        >
          {(Object.keys(MEASURES) as Measure[]).map((m) => (
            <option key={m} value={m}>
              {MEASURES[m].label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <TilesMessage failed={tiles.failed} />
      <MapContainer
        className="demo-map"
        bounds={L.geoJSON(wards).getBounds()}
        zoomSnap={0.25}
        scrollWheelZoom={false}
        data-testid="wards-map"
      >
        <MapLabel label={`Wards of Makueni County coloured by ${label}`} />
        <StreetTiles onFail={tiles.onFail} />
        <GeoJSON
          // Redrawn when the measure or the theme changes (GeoJSON keeps its first style).
          key={`${measure}-${colours.accent}-${colours.background}`}
          data={wards}
          attribution={data.boundaries.attribution}
          style={(f?: Feature<Geometry, BoundaryProperties>) => ({
            color: colours.text,
            weight: 1,
            opacity: 0.7,
            fillColor: binOf(valueOf(f?.properties.code ?? ''), bins)?.colour ?? colours.background,
            fillOpacity: tiles.failed ? 0.95 : 0.75,
            className: 'demo-ward',
          })}
          onEachFeature={(f: Feature<Geometry, BoundaryProperties>, layer) => {
            const code = f.properties.code;
            layer.bindTooltip(
              `${f.properties.name} (${f.properties.subCounty ?? ''}): ${format(valueOf(code))}`,
              {
                sticky: true,
              },
            );
            layer.on('add', () => {
              if (layer instanceof L.Path) {
                layer.getElement()?.setAttribute('data-ward-code', code);
                layer.getElement()?.setAttribute('data-testid', `ward-shape-${code}`);
              }
            });
          }}
        />
      </MapContainer>
      <ul className="map-legend" aria-label={`Legend: ${label}`}>
        {bins.map((b) => (
          <li key={b.from}>
            <span
              className="map-legend-swatch"
              style={{ background: b.colour }}
              aria-hidden="true"
            />
            {format(b.from)} – {format(b.to)}
          </li>
        ))}
      </ul>
      <details className="mt-2 small">
        <summary>The wards as a table</summary>
        <div className="table-responsive">
          <table className="table table-sm mt-2 mb-0">
            <thead>
              <tr>
                <th scope="col">Ward</th>
                <th scope="col">Sub-county</th>
                <th scope="col" className="text-end">
                  {label}
                </th>
              </tr>
            </thead>
            <tbody>
              {wards.features.map((f) => (
                <tr key={f.properties.code}>
                  <th scope="row" className="fw-normal">
                    {f.properties.name}
                  </th>
                  <td>{f.properties.subCounty}</td>
                  <td className="text-end">{format(valueOf(f.properties.code))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
