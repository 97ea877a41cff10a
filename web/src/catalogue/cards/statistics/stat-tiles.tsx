import { Card } from 'react-bootstrap';
import { STATS } from './statistics-data';

/** A value with its label and an icon in a tinted circle: centred, and icon-first. */
export function StatTiles() {
  return (
    <>
      <div className="row row-cols-2 row-cols-md-3 row-cols-xl-6 g-3 mb-3">
        {STATS.slice(0, 6).map(({ id, label, value, icon: Icon, color }) => (
          <div key={id} className="col">
            <Card className="h-100 text-center">
              <Card.Body>
                <span
                  className={`d-inline-flex align-items-center justify-content-center rounded-circle bg-${color}-subtle text-${color}-emphasis mb-2`}
                  style={{ width: 48, height: 48 }}
                >
                  <Icon size={22} aria-hidden="true" />
                </span>
                <p className="h4 mb-0">{value}</p>
                <p className="small text-body-secondary mb-0">{label}</p>
              </Card.Body>
            </Card>
          </div>
        ))}
      </div>
      <div className="row row-cols-1 row-cols-sm-2 row-cols-xl-4 g-3">
        {STATS.slice(0, 4).map(({ id, label, value, icon: Icon, color }) => (
          <div key={id} className="col">
            <Card className="h-100">
              <Card.Body className="d-flex align-items-center justify-content-between gap-3">
                <div>
                  <p className="h3 mb-0">{value}</p>
                  <p className="mb-0 text-body-secondary">{label}</p>
                </div>
                <span
                  className={`d-inline-flex align-items-center justify-content-center rounded-circle bg-${color}-subtle text-${color}-emphasis flex-shrink-0`}
                  style={{ width: 52, height: 52 }}
                >
                  <Icon size={24} aria-hidden="true" />
                </span>
              </Card.Body>
            </Card>
          </div>
        ))}
      </div>
    </>
  );
}
