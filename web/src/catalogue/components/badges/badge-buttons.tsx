import { Bell, Mail } from 'lucide-react';
import { Badge, Button } from 'react-bootstrap';

/**
 * Counts in buttons, and a count pinned to a button's corner. The count's meaning is spelled out
 * for screen readers with visually hidden text.
 */
export function BadgeButtons() {
  return (
    <div className="demo-row gap-4">
      <Button variant="primary">
        Messages{' '}
        <Badge bg="light" text="dark">
          4
        </Badge>
        <span className="visually-hidden"> unread</span>
      </Button>
      <Button variant="outline-secondary" className="d-inline-flex align-items-center gap-2">
        <Mail size={16} aria-hidden="true" />
        Inbox
        <Badge bg="danger">12</Badge>
        <span className="visually-hidden">new messages</span>
      </Button>
      <Button variant="secondary" className="position-relative" aria-label="Notifications, 3 new">
        <Bell size={18} aria-hidden="true" />
        <Badge
          pill
          bg="danger"
          className="position-absolute top-0 start-100 translate-middle"
          aria-hidden="true"
        >
          3
        </Badge>
      </Button>
      <Button variant="secondary" className="position-relative">
        Alerts
        <span className="position-absolute top-0 start-100 translate-middle p-2 bg-danger border border-light rounded-circle">
          <span className="visually-hidden">New alerts</span>
        </span>
      </Button>
    </div>
  );
}
