import { ActionCard } from './action-card';

/** The body folds away and back; the button says which, and names the card it acts on. */
export function ActionCollapse() {
  return (
    <div className="row g-3">
      <div className="col-md-6">
        <ActionCard title="Projects in Kilome" collapsible>
          <p className="mb-0">
            24 projects: 12 ongoing, 8 complete and 4 stalled. Collapse the card to keep only its
            title.
          </p>
        </ActionCard>
      </div>
      <div className="col-md-6">
        <ActionCard title="Latest updates" collapsible>
          <ul className="mb-0">
            <li>Wote market: drainage complete</li>
            <li>Kibwezi pipeline: tank 2 at 70%</li>
          </ul>
        </ActionCard>
      </div>
    </div>
  );
}
