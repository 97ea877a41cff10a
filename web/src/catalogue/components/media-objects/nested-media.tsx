import { PEOPLE } from './media-images';

/** Media inside media: a comment and its replies, indented with margin on the start side. */
export function NestedMedia() {
  return (
    <div className="d-flex gap-3">
      <img
        src={PEOPLE.otieno.src}
        alt=""
        width={48}
        height={48}
        className="media-thumb rounded-circle"
      />
      <div className="flex-grow-1">
        <h3 className="h6 mb-1">{PEOPLE.otieno.name}</h3>
        <p>Why is the Kilungu road marked stalled when graders were there last week?</p>
        <div className="d-flex gap-3 mt-3">
          <img
            src={PEOPLE.amina.src}
            alt=""
            width={40}
            height={40}
            className="media-thumb rounded-circle"
          />
          <div className="flex-grow-1">
            <h4 className="h6 mb-1">{PEOPLE.amina.name}</h4>
            <p>The state changes when the inspection report arrives: expect it on Monday.</p>
            <div className="d-flex gap-3 mt-3">
              <img
                src={PEOPLE.otieno.src}
                alt=""
                width={32}
                height={32}
                className="media-thumb rounded-circle"
              />
              <div className="flex-grow-1">
                <h5 className="h6 mb-1">{PEOPLE.otieno.name}</h5>
                <p className="mb-0">Thank you.</p>
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
