import { PEOPLE } from './media-images';

/**
 * A picture beside its text. Bootstrap 5 has no media component: two flex utilities make one
 * (the picture does not shrink, the text takes the rest and may wrap).
 */
export function BasicMedia() {
  const person = PEOPLE.mwende;
  return (
    <div className="d-flex gap-3">
      <img src={person.src} alt="" width={64} height={64} className="media-thumb" />
      <div className="flex-grow-1">
        <h3 className="h6 mb-1">{person.name}</h3>
        <p className="mb-0">
          Ward administrator, Kathonzweni. Reports on the progress of water projects every month and
          answers residents’ questions about them.
        </p>
      </div>
    </div>
  );
}
