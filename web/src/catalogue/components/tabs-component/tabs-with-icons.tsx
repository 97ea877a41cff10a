import { Bell, CircleUserRound, Shield } from 'lucide-react';
import { Badge, Tab, Tabs } from 'react-bootstrap';
import { handleTabKeys } from '../tab-keys';

/** A tab's title can hold an icon and a badge; the panel fades in (transition) by default. */
export function TabsWithIcons() {
  return (
    <div onKeyDownCapture={handleTabKeys}>
      <Tabs defaultActiveKey="profile" id="tabs-icons" className="mb-3">
        <Tab
          eventKey="profile"
          title={
            <span className="d-inline-flex align-items-center gap-2">
              <CircleUserRound size={16} aria-hidden="true" />
              Profile
            </span>
          }
        >
          Your name and ward.
        </Tab>
        <Tab
          eventKey="alerts"
          title={
            <span className="d-inline-flex align-items-center gap-2">
              <Bell size={16} aria-hidden="true" />
              Alerts
              <Badge bg="danger" pill>
                3
              </Badge>
            </span>
          }
        >
          Three projects you follow changed this week.
        </Tab>
        <Tab
          eventKey="security"
          title={
            <span className="d-inline-flex align-items-center gap-2">
              <Shield size={16} aria-hidden="true" />
              Security
            </span>
          }
        >
          Your password and sign-in history.
        </Tab>
      </Tabs>
    </div>
  );
}
