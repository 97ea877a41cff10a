import { Accordion } from 'react-bootstrap';

const ITEMS = ['Roads', 'Water', 'Health'];

/** Flush (no outer border, for a card's edge) and always open (several panels at once). */
export function AccordionVariants() {
  return (
    <div className="row g-4">
      <div className="col-md-6">
        <h3 className="h6">Flush</h3>
        <Accordion flush>
          {ITEMS.map((item) => (
            <Accordion.Item key={item} eventKey={item}>
              <Accordion.Header as="h4">{item} projects</Accordion.Header>
              <Accordion.Body>
                All {item.toLowerCase()} projects of the county, by ward.
              </Accordion.Body>
            </Accordion.Item>
          ))}
        </Accordion>
      </div>
      <div className="col-md-6">
        <h3 className="h6">Always open</h3>
        <Accordion alwaysOpen defaultActiveKey={['Roads', 'Water']}>
          {ITEMS.map((item) => (
            <Accordion.Item key={item} eventKey={item}>
              <Accordion.Header as="h4">{item} projects</Accordion.Header>
              <Accordion.Body>
                All {item.toLowerCase()} projects of the county, by ward.
              </Accordion.Body>
            </Accordion.Item>
          ))}
        </Accordion>
      </div>
    </div>
  );
}
