import { Accordion } from 'react-bootstrap';

const ITEMS = [
  {
    key: 'source',
    title: 'Where do the figures come from?',
    body: 'From the county treasury’s payment records and the approved budget, imported every week.',
  },
  {
    key: 'licence',
    title: 'May I reuse the data?',
    body: 'Yes: it is published under an open licence. Cite the portal and the date you downloaded it.',
  },
  {
    key: 'report',
    title: 'How do I report a mistake?',
    body: 'Open the project and use “Report a problem”; the department answers within ten days.',
  },
];

/** Panels that open one at a time (the first open at start). */
export function AccordionDemo() {
  return (
    <Accordion defaultActiveKey="source">
      {ITEMS.map((item) => (
        <Accordion.Item key={item.key} eventKey={item.key}>
          <Accordion.Header as="h3">{item.title}</Accordion.Header>
          <Accordion.Body>{item.body}</Accordion.Body>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
