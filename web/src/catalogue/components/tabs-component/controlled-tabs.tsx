import { useState } from 'react';
import { Button, Tab, Tabs } from 'react-bootstrap';
import { handleTabKeys } from '../tab-keys';

const STEPS = ['details', 'location', 'review'] as const;
type Step = (typeof STEPS)[number];

/** The page holds the active tab, so other controls (Next) can change it too. */
export function ControlledTabs() {
  const [key, setKey] = useState<Step>('details');
  const index = STEPS.indexOf(key);
  const next = STEPS[index + 1];

  return (
    <div onKeyDownCapture={handleTabKeys}>
      <Tabs
        id="tabs-controlled"
        activeKey={key}
        onSelect={(k) => k && setKey(k as Step)}
        className="mb-3"
      >
        <Tab eventKey="details" title="1. Details">
          Name the project and its department.
        </Tab>
        <Tab eventKey="location" title="2. Location">
          Choose the ward and mark the site.
        </Tab>
        <Tab eventKey="review" title="3. Review">
          Check everything, then submit.
        </Tab>
      </Tabs>
      <Button size="sm" className="mt-3" disabled={!next} onClick={() => next && setKey(next)}>
        Next step
      </Button>
    </div>
  );
}
