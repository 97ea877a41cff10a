import { ArrowDownAZ, ArrowUpAZ, CalendarArrowDown, Coins, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Dropdown } from 'react-bootstrap';

const ORDERS: { key: string; label: string; icon: LucideIcon }[] = [
  { key: 'name-asc', label: 'Name, A to Z', icon: ArrowDownAZ },
  { key: 'name-desc', label: 'Name, Z to A', icon: ArrowUpAZ },
  { key: 'newest', label: 'Newest first', icon: CalendarArrowDown },
  { key: 'budget', label: 'Largest budget', icon: Coins },
];

/** A menu that picks a value: the toggle shows the choice, and the items carry icons. */
export function SelectableDropdown() {
  const [order, setOrder] = useState(ORDERS[2]?.key ?? '');
  const current = ORDERS.find((o) => o.key === order);

  return (
    <Dropdown onSelect={(key) => key && setOrder(key)}>
      <Dropdown.Toggle id="dropdown-sort" variant="outline-secondary">
        Sort: {current?.label}
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {ORDERS.map(({ key, label, icon: Icon }) => (
          <Dropdown.Item
            key={key}
            as="button"
            eventKey={key}
            // The `active` class, not the prop: the prop adds aria-selected, not allowed here.
            className={`d-flex align-items-center gap-2${key === order ? ' active' : ''}`}
            aria-current={key === order ? 'true' : undefined}
          >
            <Icon size={16} aria-hidden="true" />
            {label}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
