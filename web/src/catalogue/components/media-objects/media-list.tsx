import { Badge } from 'react-bootstrap';
import { PEOPLE } from './media-images';

const UPDATES = [
  {
    who: PEOPLE.mwende,
    when: '2 hours ago',
    text: 'Added 14 photos to Kathonzweni water pan.',
    tag: 'Photos',
  },
  { who: PEOPLE.peter, when: 'Yesterday', text: 'Marked Makindu clinic complete.', tag: 'Status' },
  {
    who: PEOPLE.amina,
    when: '3 days ago',
    text: 'Corrected the budget of Emali market.',
    tag: 'Budget',
  },
];

/** A list of media items: a feed of recent changes. */
export function MediaList() {
  return (
    <ul className="list-unstyled mb-0 d-grid gap-3">
      {UPDATES.map((u) => (
        <li key={u.text} className="d-flex gap-3">
          <img
            src={u.who.src}
            alt=""
            width={40}
            height={40}
            className="media-thumb rounded-circle"
          />
          <div className="flex-grow-1 border-bottom pb-3">
            <div className="d-flex flex-wrap justify-content-between gap-2">
              <strong>{u.who.name}</strong>
              <span className="small text-body-secondary">{u.when}</span>
            </div>
            <p className="mb-1">{u.text}</p>
            <Badge bg="" className="bg-secondary-subtle text-secondary-emphasis">
              {u.tag}
            </Badge>
          </div>
        </li>
      ))}
    </ul>
  );
}
