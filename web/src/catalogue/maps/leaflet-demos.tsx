import { Demo } from '@/catalogue/common/demo';
import { BasicMap } from './leaflet/basic-map';
import basicSource from './leaflet/basic-map.tsx?raw';
import { DrawCircleMap } from './leaflet/draw-circle-map';
import circleSource from './leaflet/draw-circle-map.tsx?raw';
import { LayersMap } from './leaflet/layers-map';
import { MapWhenNear } from './leaflet/map-setup';
import layersSource from './leaflet/layers-map.tsx?raw';
import { MarkersMap } from './leaflet/markers-map';
import markersSource from './leaflet/markers-map.tsx?raw';
import { WardsMap } from './leaflet/wards-map';
import wardsSource from './leaflet/wards-map.tsx?raw';

/** The page's demos, with react-leaflet: loaded once the page's frame is drawn (leaflet-page.tsx). */
export default function LeafletDemos() {
  return (
    <>
      <Demo id="basic" title="Basic map" source={basicSource}>
        <MapWhenNear>
          <BasicMap />
        </MapWhenNear>
      </Demo>
      <Demo id="markers" title="Markers with popups" source={markersSource}>
        <MapWhenNear>
          <MarkersMap />
        </MapWhenNear>
      </Demo>
      <Demo
        id="wards"
        title="Wards coloured by a value"
        description="The county's 30 ward outlines and project figures from the portal's open-data API."
        source={wardsSource}
      >
        <MapWhenNear>
          <WardsMap />
        </MapWhenNear>
      </Demo>
      <Demo id="layers" title="Layer control" source={layersSource}>
        <MapWhenNear>
          <LayersMap />
        </MapWhenNear>
      </Demo>
      <Demo id="circle" title="Draw a circle" source={circleSource}>
        <MapWhenNear>
          <DrawCircleMap />
        </MapWhenNear>
      </Demo>
    </>
  );
}
