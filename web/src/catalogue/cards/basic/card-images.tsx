import { Card } from 'react-bootstrap';
import { PICTURES } from '../cards-data';

/** An image on top, at the bottom, and behind the text (overlay). */
export function CardImages() {
  return (
    <div className="row g-3">
      <div className="col-md-4">
        <Card className="h-100">
          <Card.Img variant="top" src={PICTURES.hills} alt="Green hills under a blue sky" />
          <Card.Body>
            <Card.Title as="h3" className="h5">
              Image on top
            </Card.Title>
            <Card.Text>Card.Img with variant=&quot;top&quot; rounds the top corners.</Card.Text>
          </Card.Body>
        </Card>
      </div>
      <div className="col-md-4">
        <Card className="h-100">
          <Card.Body>
            <Card.Title as="h3" className="h5">
              Image at the bottom
            </Card.Title>
            <Card.Text>variant=&quot;bottom&quot; rounds the bottom corners.</Card.Text>
          </Card.Body>
          <Card.Img variant="bottom" src={PICTURES.dry} alt="Dry plains and a blue sky" />
        </Card>
      </div>
      <div className="col-md-4">
        <Card className="h-100 text-white overflow-hidden">
          <Card.Img
            src={PICTURES.dusk}
            alt="Purple hills at dusk"
            className="h-100 object-fit-cover"
          />
          <Card.ImgOverlay className="d-flex flex-column justify-content-end bg-dark bg-opacity-50">
            <Card.Title as="h3" className="h5">
              Image overlay
            </Card.Title>
            <Card.Text>Text over the picture, on a darkened layer so it stays legible.</Card.Text>
          </Card.ImgOverlay>
        </Card>
      </div>
    </div>
  );
}
