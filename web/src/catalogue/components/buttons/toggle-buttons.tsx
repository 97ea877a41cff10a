import { useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-bootstrap';

/** Buttons that hold a state: several at once (checkboxes) or one of a set (radios). */
export function ToggleButtons() {
  const [layers, setLayers] = useState<string[]>(['wards']);
  const [view, setView] = useState('table');

  return (
    <>
      <p className="mb-2">Map layers: {layers.length ? layers.join(', ') : 'none'}</p>
      <ToggleButtonGroup
        type="checkbox"
        value={layers}
        onChange={setLayers}
        className="mb-3 flex-wrap"
      >
        <ToggleButton id="layer-wards" value="wards" variant="outline-primary">
          Wards
        </ToggleButton>
        <ToggleButton id="layer-roads" value="roads" variant="outline-primary">
          Roads
        </ToggleButton>
        <ToggleButton id="layer-water" value="water" variant="outline-primary">
          Water points
        </ToggleButton>
      </ToggleButtonGroup>
      <p className="mb-2">Show as: {view}</p>
      <ToggleButtonGroup type="radio" name="view" value={view} onChange={setView}>
        <ToggleButton id="view-table" value="table" variant="outline-success">
          Table
        </ToggleButton>
        <ToggleButton id="view-cards" value="cards" variant="outline-success">
          Cards
        </ToggleButton>
        <ToggleButton id="view-map" value="map" variant="outline-success">
          Map
        </ToggleButton>
      </ToggleButtonGroup>
    </>
  );
}
