import { Tab, Tabs } from 'react-bootstrap';
import { handleTabKeys } from '../tab-keys';

/**
 * Tabs with their panels. Focus a tab: the arrow keys move to the neighbouring tab (mirrored in
 * right to left), Home and End to the first and last; a disabled tab is skipped.
 */
export function BasicTabs() {
  return (
    <div onKeyDownCapture={handleTabKeys}>
      <Tabs defaultActiveKey="summary" id="tabs-basic" className="mb-3">
        <Tab eventKey="summary" title="Summary">
          Kathonzweni water pan: 4.2 million shillings, 80% complete.
        </Tab>
        <Tab eventKey="payments" title="Payments">
          Three payments made to the contractor, the last in September.
        </Tab>
        <Tab eventKey="photos" title="Photos">
          Site photos from the two inspections.
        </Tab>
        <Tab eventKey="audit" title="Audit" disabled>
          Not audited yet.
        </Tab>
      </Tabs>
    </div>
  );
}
