import { Card } from 'react-bootstrap';

const COLORS = [
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
  'light',
  'dark',
] as const;

/** Coloured cards (text-bg-*), bordered cards (border-*) and subtle ones. */
export function CardColors() {
  return (
    <>
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3 mb-3">
        {COLORS.map((c) => (
          <div key={c} className="col">
            <Card className={`text-bg-${c} h-100`}>
              <Card.Header className="text-capitalize">{c}</Card.Header>
              <Card.Body>
                <Card.Text>text-bg-{c}: the text colour follows the background.</Card.Text>
              </Card.Body>
            </Card>
          </div>
        ))}
      </div>
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3">
        {COLORS.filter((c) => c !== 'light').map((c) => (
          <div key={c} className="col">
            <Card border={c} className={`bg-${c}-subtle h-100`}>
              <Card.Body className={`text-${c}-emphasis`}>
                <Card.Title as="h3" className="h6 text-capitalize">
                  {c} border
                </Card.Title>
                <Card.Text className="small">
                  border-{c} with bg-{c}-subtle.
                </Card.Text>
              </Card.Body>
            </Card>
          </div>
        ))}
      </div>
    </>
  );
}
