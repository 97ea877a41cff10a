import { useState } from 'react';
import { ActionCard } from './action-card';

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));
const clock = new Intl.DateTimeFormat('en', { timeStyle: 'medium' });

/**
 * Refresh shows a spinner over the body and marks it busy until the load ends; here the load
 * is a wait of a second and a half and the card then shows when it was refreshed. The second card fails
 * every other time, to show the error and its retry.
 */
export function ActionRefresh() {
  const [refreshedAt, setRefreshedAt] = useState<Date | null>(null);
  const [visits, setVisits] = useState(1824);
  const [tries, setTries] = useState(0);

  const refresh = async () => {
    await wait(1500);
    setVisits((v) => v + 7);
    setRefreshedAt(new Date());
  };
  const flaky = async () => {
    await wait(800);
    setTries((n) => n + 1);
    if (tries % 2 === 0) throw new Error('The sample load failed');
  };

  return (
    <div className="row g-3">
      <div className="col-md-6">
        <ActionCard title="Visitors today" onRefresh={refresh}>
          <p className="h3 mb-1" data-testid="visitors">
            {visits.toLocaleString('en')}
          </p>
          <p className="small text-body-secondary mb-0">
            {refreshedAt ? `Refreshed at ${clock.format(refreshedAt)}` : 'Not refreshed yet'}
          </p>
        </ActionCard>
      </div>
      <div className="col-md-6">
        <ActionCard title="Downloads (fails every other time)" onRefresh={flaky}>
          <p className="mb-0">Refreshed successfully {Math.floor(tries / 2)} times.</p>
        </ActionCard>
      </div>
    </div>
  );
}
