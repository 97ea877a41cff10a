import { useState } from 'react';
import { Button, Card, Form, Table } from 'react-bootstrap';
import { Joyride, STATUS, type EventData, type Step } from 'react-joyride';
import { useFormatters } from '@/hooks/use-formatters';
import { useDocumentMode } from '../common/use-document-mode';

const STEPS: Step[] = [
  {
    target: '#tour-filters',
    title: 'Filters',
    content: 'Choose a sub-county to narrow every figure below.',
    skipBeacon: true,
  },
  {
    target: '#tour-kpi',
    title: 'Headline figure',
    content: 'The total budget of the projects that match the filters.',
  },
  {
    target: '#tour-table',
    title: 'Projects',
    content: 'Each row is a project; its code links to its page.',
  },
  {
    target: '#tour-export',
    title: 'Export',
    content: 'Save the rows as CSV for a spreadsheet.',
    placement: 'top',
  },
];

function themeColour(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** A four-step tour of the panel below; Start plays it, Replay plays it again from the start. */
export function PageTour() {
  const [run, setRun] = useState(false);
  const [round, setRound] = useState(0);
  const [finished, setFinished] = useState<string | null>(null);
  const { dark } = useDocumentMode();
  const fmt = useFormatters();

  const start = () => {
    setFinished(null);
    setRound((r) => r + 1);
    setRun(true);
  };
  const onEvent = (data: EventData) => {
    if (data.status === STATUS.FINISHED || data.status === STATUS.SKIPPED) {
      setRun(false);
      setFinished(data.status === STATUS.FINISHED ? 'Tour finished.' : 'Tour skipped.');
    }
  };

  return (
    <>
      <Joyride
        key={`${round}-${dark ? 'dark' : 'light'}`}
        steps={STEPS}
        run={run}
        continuous
        onEvent={onEvent}
        locale={{ back: 'Back', close: 'Close', last: 'Done', next: 'Next', skip: 'Skip tour' }}
        options={{
          showProgress: true,
          buttons: ['back', 'skip', 'primary'],
          primaryColor: themeColour('--bs-primary', '#0d6efd'),
          backgroundColor: themeColour('--bs-body-bg', '#fff'),
          arrowColor: themeColour('--bs-body-bg', '#fff'),
          textColor: themeColour('--bs-body-color', '#212529'),
          overlayColor: 'rgba(0, 0, 0, 0.5)',
          zIndex: 1080,
        }}
      />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Button onClick={start}>{round === 0 ? 'Start the tour' : 'Replay the tour'}</Button>
        <span className="small text-body-secondary" role="status">
          {finished ?? (run ? 'Tour running: Tab between its buttons, Escape closes it.' : '')}
        </span>
      </div>
      <Card body className="bg-body-tertiary">
        <Form.Group
          controlId="tour-sub-county"
          id="tour-filters"
          className="mb-3"
          style={{ maxWidth: 260 }}
        >
          <Form.Label className="small">Sub-county</Form.Label>
          <Form.Select size="sm">
            <option>All sub-counties</option>
            <option>Makueni</option>
            <option>Kibwezi East</option>
          </Form.Select>
        </Form.Group>
        <div id="tour-kpi" className="border rounded p-2 mb-3 bg-body d-inline-block">
          <div className="small text-body-secondary">Total budget</div>
          <div className="fs-4 fw-semibold">{fmt.moneyCompact(72_300_000)}</div>
        </div>
        <Table id="tour-table" size="sm" className="mb-3">
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Project</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>WAT-101</td>
              <td>Kwa Kathoka borehole</td>
            </tr>
            <tr>
              <td>HLT-214</td>
              <td>Kisau maternity wing</td>
            </tr>
          </tbody>
        </Table>
        <Button id="tour-export" size="sm" variant="outline-primary">
          Export CSV
        </Button>
      </Card>
    </>
  );
}
