import { Card, CardGroup } from 'react-bootstrap';
import { PICTURES } from '../cards-data';

const ITEMS = [
  { title: 'Hills', src: PICTURES.hills, alt: 'Green hills', text: 'Equal heights in a group.' },
  { title: 'Plains', src: PICTURES.dry, alt: 'Dry plains', text: 'Borders join between cards.' },
  {
    title: 'Dusk',
    src: PICTURES.dusk,
    alt: 'Hills at dusk',
    text: 'Footers line up at the bottom.',
  },
];

/** Cards side by side: a card group, a horizontal card, and text alignment. */
export function CardLayout() {
  return (
    <div className="d-grid gap-3">
      <CardGroup>
        {ITEMS.map((item) => (
          <Card key={item.title}>
            <Card.Img variant="top" src={item.src} alt={item.alt} />
            <Card.Body>
              <Card.Title as="h3" className="h5">
                {item.title}
              </Card.Title>
              <Card.Text>{item.text}</Card.Text>
            </Card.Body>
            <Card.Footer>
              <small className="text-body-secondary">CardGroup</small>
            </Card.Footer>
          </Card>
        ))}
      </CardGroup>
      <Card>
        <div className="row g-0">
          <div className="col-sm-4">
            <img
              src={PICTURES.hills}
              alt="Green hills"
              className="img-fluid h-100 object-fit-cover rounded-start"
            />
          </div>
          <div className="col-sm-8">
            <Card.Body>
              <Card.Title as="h3" className="h5">
                Horizontal card
              </Card.Title>
              <Card.Text>The picture beside the text from sm up, above it on phones.</Card.Text>
            </Card.Body>
          </div>
        </div>
      </Card>
      <div className="row g-3">
        {(['start', 'center', 'end'] as const).map((a) => (
          <div key={a} className="col-md-4">
            <Card className={`text-${a} h-100`}>
              <Card.Body>
                <Card.Title as="h3" className="h5">
                  text-{a}
                </Card.Title>
                <Card.Text>Card content aligned to the {a}.</Card.Text>
              </Card.Body>
            </Card>
          </div>
        ))}
      </div>
    </div>
  );
}
