import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';

/** On, off and disabled switches; the first is controlled and says what it does. */
export function SwitchBasic() {
  const id = useId();
  const [isOn, setIsOn] = useState(true);

  return (
    <div>
      <Form.Check
        type="switch"
        id={`${id}-alerts`}
        label={`Email alerts are ${isOn ? 'on' : 'off'}`}
        checked={isOn}
        onChange={(e) => setIsOn(e.target.checked)}
      />
      <Form.Check type="switch" id={`${id}-off`} label="Off by default" />
      <Form.Check type="switch" id={`${id}-dis-on`} label="Disabled, on" disabled defaultChecked />
      <Form.Check type="switch" id={`${id}-dis-off`} label="Disabled, off" disabled />
    </div>
  );
}
