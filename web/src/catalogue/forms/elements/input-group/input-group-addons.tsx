import { Mail, Search } from 'lucide-react';
import { useId } from 'react';
import { Form, InputGroup } from 'react-bootstrap';

/** Text and icons before and after a field, and two fields sharing one group. */
export function InputGroupAddons() {
  const id = useId();
  return (
    <div className="row g-3">
      <div className="col-12 col-md-6">
        <Form.Label htmlFor={`${id}-user`}>Username</Form.Label>
        <InputGroup>
          <InputGroup.Text>@</InputGroup.Text>
          <Form.Control id={`${id}-user`} placeholder="username" />
        </InputGroup>
      </div>
      <div className="col-12 col-md-6">
        <Form.Label htmlFor={`${id}-email`}>Work email</Form.Label>
        <InputGroup>
          <InputGroup.Text>
            <Mail size={16} aria-hidden="true" />
          </InputGroup.Text>
          <Form.Control id={`${id}-email`} placeholder="firstname.lastname" />
          <InputGroup.Text>@makueni.go.ke</InputGroup.Text>
        </InputGroup>
      </div>
      <div className="col-12 col-md-6">
        <Form.Label htmlFor={`${id}-amount`}>Amount</Form.Label>
        <InputGroup>
          <InputGroup.Text>Ksh</InputGroup.Text>
          <Form.Control id={`${id}-amount`} inputMode="decimal" placeholder="0" />
          <InputGroup.Text>.00</InputGroup.Text>
        </InputGroup>
      </div>
      <div className="col-12 col-md-6">
        <span className="form-label d-block" id={`${id}-names`}>
          First and last name
        </span>
        <InputGroup>
          <Form.Control aria-label="First name" aria-describedby={`${id}-names`} />
          <Form.Control aria-label="Last name" aria-describedby={`${id}-names`} />
        </InputGroup>
      </div>
      <div className="col-12">
        <Form.Label htmlFor={`${id}-search`}>Search with an icon</Form.Label>
        <InputGroup>
          <InputGroup.Text className="bg-transparent">
            <Search size={16} aria-hidden="true" />
          </InputGroup.Text>
          <Form.Control
            id={`${id}-search`}
            type="search"
            placeholder="Search projects"
            className="border-start-0"
          />
        </InputGroup>
      </div>
    </div>
  );
}
