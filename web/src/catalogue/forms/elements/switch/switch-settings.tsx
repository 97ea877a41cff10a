import { useId, useState } from 'react';
import { Form, ListGroup } from 'react-bootstrap';

interface Setting {
  key: string;
  label: string;
  description: string;
}

const SETTINGS: Setting[] = [
  { key: 'weekly', label: 'Weekly digest', description: 'A summary of new projects every Monday.' },
  { key: 'budget', label: 'Budget changes', description: 'When a project’s budget is revised.' },
  { key: 'complete', label: 'Completed projects', description: 'When a project is handed over.' },
];

/** A settings list: each switch labelled and described, with a summary of what is on. */
export function SwitchSettings() {
  const id = useId();
  const [on, setOn] = useState<Record<string, boolean>>({ weekly: true });
  const count = SETTINGS.filter((s) => on[s.key]).length;

  return (
    <>
      <ListGroup>
        {SETTINGS.map((setting) => (
          <ListGroup.Item key={setting.key} className="d-flex justify-content-between gap-3">
            <div>
              <label className="fw-semibold d-block" htmlFor={`${id}-${setting.key}`}>
                {setting.label}
              </label>
              <span className="small text-body-secondary" id={`${id}-${setting.key}-desc`}>
                {setting.description}
              </span>
            </div>
            <Form.Check
              type="switch"
              id={`${id}-${setting.key}`}
              aria-describedby={`${id}-${setting.key}-desc`}
              checked={Boolean(on[setting.key])}
              onChange={(e) => setOn((prev) => ({ ...prev, [setting.key]: e.target.checked }))}
            />
          </ListGroup.Item>
        ))}
      </ListGroup>
      <p className="form-text mb-0" aria-live="polite">
        {count} of {SETTINGS.length} notifications on.
      </p>
    </>
  );
}
