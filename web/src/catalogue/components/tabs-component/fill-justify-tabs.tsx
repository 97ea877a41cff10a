import { Tab, Tabs } from 'react-bootstrap';
import { handleTabKeys } from '../tab-keys';

/** Tabs that take the whole row: in proportion to their text (fill) or in equal widths (justify). */
export function FillJustifyTabs() {
  return (
    <div onKeyDownCapture={handleTabKeys}>
      <h3 className="h6">Fill</h3>
      <Tabs defaultActiveKey="one" id="tabs-fill" fill className="mb-3">
        <Tab eventKey="one" title="Budget">
          The approved budget.
        </Tab>
        <Tab eventKey="two" title="Money paid so far">
          What the treasury has paid.
        </Tab>
        <Tab eventKey="three" title="Balance">
          What is left.
        </Tab>
      </Tabs>
      <h3 className="h6 mt-4">Justify</h3>
      <Tabs defaultActiveKey="one" id="tabs-justify" justify className="mb-3">
        <Tab eventKey="one" title="Budget">
          The approved budget.
        </Tab>
        <Tab eventKey="two" title="Money paid so far">
          What the treasury has paid.
        </Tab>
        <Tab eventKey="three" title="Balance">
          What is left.
        </Tab>
      </Tabs>
    </div>
  );
}
