import { Card } from 'react-bootstrap';
import { STATS } from './statistics-data';

/** Filled statistic cards: text-bg-* picks a readable text colour for each background. */
export function StatColored() {
  return (
    <div className="row row-cols-1 row-cols-sm-2 row-cols-xl-4 g-3">
      {STATS.slice(0, 4).map(({ id, label, value, icon: Icon, color }) => (
        <div key={id} className="col">
          <Card className={`text-bg-${color} h-100`}>
            <Card.Body className="d-flex align-items-center gap-3">
              <Icon size={32} aria-hidden="true" className="flex-shrink-0" />
              <div>
                <p className="h4 mb-0">{value}</p>
                <p className="mb-0">{label}</p>
              </div>
            </Card.Body>
          </Card>
        </div>
      ))}
    </div>
  );
}
