import { TrendingDown, TrendingUp, Minus } from 'lucide-react';
import { Badge, Card } from 'react-bootstrap';
import { STATS } from './statistics-data';

const TRENDS = STATS.filter((s) => ['stalled', 'ongoing', 'wards', 'visitors'].includes(s.id));

/** Each figure with its change since last month, in a coloured badge with a direction icon. */
export function StatTrends() {
  return (
    <div className="row row-cols-1 row-cols-sm-2 row-cols-xl-4 g-3">
      {TRENDS.map(({ id, label, value, change }) => {
        const up = change > 0;
        const flat = change === 0;
        // More stalled projects is bad news: the colour reads the change, not just its sign.
        const good = id === 'stalled' ? change < 0 : change > 0;
        const Icon = flat ? Minus : up ? TrendingUp : TrendingDown;
        return (
          <div key={id} className="col">
            <Card className="h-100">
              <Card.Body>
                <p className="text-body-secondary mb-1">{label}</p>
                <div className="d-flex align-items-baseline flex-wrap gap-2">
                  <span className="h3 mb-0">{value}</span>
                  <Badge
                    bg={flat ? 'secondary' : good ? 'success' : 'danger'}
                    className="d-inline-flex align-items-center gap-1"
                  >
                    <Icon size={12} aria-hidden="true" />
                    <span className="visually-hidden">
                      {flat ? 'unchanged' : up ? 'up' : 'down'}
                    </span>
                    {flat ? '0%' : `${Math.abs(change).toFixed(1)}%`}
                  </Badge>
                </div>
                <p className="small text-body-secondary mb-0 mt-1">since last month</p>
              </Card.Body>
            </Card>
          </div>
        );
      })}
    </div>
  );
}
