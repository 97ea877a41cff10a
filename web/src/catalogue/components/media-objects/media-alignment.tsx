import { PEOPLE } from './media-images';

const ALIGNMENTS = [
  { className: 'align-items-start', label: 'Top' },
  { className: 'align-items-center', label: 'Middle' },
  { className: 'align-items-end', label: 'Bottom' },
];

/** The picture at the top, middle or bottom of the text; and at the end instead of the start. */
export function MediaAlignment() {
  return (
    <div className="d-grid gap-4">
      {ALIGNMENTS.map((a) => (
        <div key={a.label} className={`d-flex gap-3 ${a.className}`}>
          <img src={PEOPLE.peter.src} alt="" width={56} height={56} className="media-thumb" />
          <div style={{ maxWidth: '22rem' }}>
            <h3 className="h6 mb-1">{a.label}</h3>
            <p className="mb-0">
              The picture sits at the {a.label.toLowerCase()} of these two lines of text, which are
              long enough to wrap on a phone.
            </p>
          </div>
        </div>
      ))}
      <div className="d-flex gap-3">
        <div className="flex-grow-1">
          <h3 className="h6 mb-1">Picture at the end</h3>
          <p className="mb-0">
            Put the picture after the text; in right to left it moves to the left.
          </p>
        </div>
        <img src={PEOPLE.amina.src} alt="" width={56} height={56} className="media-thumb" />
      </div>
    </div>
  );
}
