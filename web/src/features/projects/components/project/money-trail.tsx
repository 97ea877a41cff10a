import { useTranslation } from 'react-i18next';
import { absorptionPercent } from '@app/common/project-figures';
import type { Formatters } from '@/lib/format';

interface MoneyTrailProps {
  budget: number;
  contractSum: number | null;
  paid: number;
  fmt: Formatters;
}

/** Budget → contract → paid, and what is left: each step a bar on the budget's scale. */
export function MoneyTrail({ budget, contractSum, paid, fmt }: MoneyTrailProps) {
  const { t } = useTranslation('projects');
  const top = Math.max(budget, contractSum ?? 0, paid, 1);
  const balance = budget - paid;
  const steps = [
    { key: 'budget', label: t('money.budget'), value: budget, color: 'var(--bs-primary)' },
    { key: 'contract', label: t('money.contractSum'), value: contractSum, color: 'var(--bs-info)' },
    { key: 'paid', label: t('money.paid'), value: paid, color: 'var(--bs-success)' },
  ];
  return (
    <div>
      <ol className="money-trail list-unstyled mb-3">
        {steps.map((s) => (
          <li key={s.key} className="money-trail-step">
            <div className="d-flex justify-content-between gap-2">
              <span className="fw-semibold">{s.label}</span>
              <span className="text-nowrap">
                {s.value === null ? t('project.notAwarded') : fmt.money(s.value)}
              </span>
            </div>
            <div className="bar-list-track" aria-hidden="true">
              <span
                className="bar-list-fill"
                style={{ inlineSize: `${((s.value ?? 0) / top) * 100}%`, background: s.color }}
              />
            </div>
          </li>
        ))}
      </ol>
      <dl className="key-values mb-0">
        <div>
          <dt>{t('money.balance')}</dt>
          <dd className="fw-semibold">{fmt.money(balance)}</dd>
        </div>
        <div>
          <dt>{t('money.absorption')}</dt>
          <dd>{fmt.percent(absorptionPercent(paid, budget))}</dd>
        </div>
        {contractSum !== null ? (
          <div>
            <dt>{t('project.contractVsBudget')}</dt>
            <dd>{fmt.percent(absorptionPercent(contractSum, budget))}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
