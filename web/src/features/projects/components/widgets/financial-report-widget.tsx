import { useTranslation } from 'react-i18next';
import type { FinancialReportRow } from '@app/common/projects';
import { absorptionPercent } from '@app/common/project-figures';
import type { Formatters } from '@/lib/format';
import { departmentName } from '../../lib/department-name';
import { ScrollTable } from '@/components/scroll-table';
import { SkeletonTable } from '@/components/skeletons';
import { Widget, type WidgetQuery } from '@/components/widget/widget';
import { TermLink } from '../term-link';

interface FinancialReportWidgetProps {
  rows: readonly FinancialReportRow[];
  hasData: boolean;
  query: WidgetQuery;
  fmt: Formatters;
}

interface YearGroup {
  year: string;
  rows: FinancialReportRow[];
  count: number;
  budget: number;
  contractSum: number;
  paid: number;
  balance: number;
}

function groupByYear(rows: readonly FinancialReportRow[]): YearGroup[] {
  const groups = new Map<string, YearGroup>();
  for (const r of rows) {
    let g = groups.get(r.financialYear);
    if (!g) {
      g = {
        year: r.financialYear,
        rows: [],
        count: 0,
        budget: 0,
        contractSum: 0,
        paid: 0,
        balance: 0,
      };
      groups.set(r.financialYear, g);
    }
    g.rows.push(r);
    g.count += r.count;
    g.budget += r.budget;
    g.contractSum += r.contractSum;
    g.paid += r.paid;
    g.balance += r.balance;
  }
  // Newest year first; departments by budget within a year.
  return [...groups.values()]
    .sort((a, b) => b.year.localeCompare(a.year))
    .map((g) => ({ ...g, rows: g.rows.sort((a, b) => b.budget - a.budget) }));
}

/** The money by financial year and department, with a subtotal per year. */
export function FinancialReportWidget({ rows, hasData, query, fmt }: FinancialReportWidgetProps) {
  const { t } = useTranslation('projects');
  const groups = groupByYear(rows);
  return (
    <Widget
      errorTitle={t('error.title')}
      title={t('report.title')}
      titleHelp={<TermLink term="budget" />}
      subtitle={t('report.subtitle')}
      query={query}
      hasData={hasData}
      skeleton={<SkeletonTable rows={8} cols={6} />}
      testId="widget-report"
      className="skip-offscreen"
    >
      {groups.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('empty.short')}</p>
      ) : (
        <ScrollTable label={t('report.title')} className="report-scroll">
          <table className="table table-sm align-middle mb-0 dash-table report-table">
            <caption className="visually-hidden">{t('report.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('table.department')}</th>
                <th scope="col" className="text-end">
                  {t('table.projects')}
                </th>
                <th scope="col" className="text-end">
                  {t('money.budget')}
                </th>
                <th scope="col" className="text-end">
                  {t('money.contractSum')}
                </th>
                <th scope="col" className="text-end">
                  {t('money.paid')}
                </th>
                <th scope="col" className="text-end">
                  {t('money.balance')}
                </th>
                <th scope="col" className="text-end">
                  {t('money.absorption')}
                </th>
              </tr>
            </thead>
            {groups.map((g) => (
              <tbody key={g.year}>
                <tr className="report-year">
                  <th scope="rowgroup" colSpan={7}>
                    {t('report.year', { year: g.year })}
                  </th>
                </tr>
                {g.rows.map((r) => (
                  <tr key={r.departmentId}>
                    <th scope="row" className="fw-normal">
                      {departmentName(t, r.departmentId, r.department)}
                    </th>
                    <td className="text-end">{fmt.number(r.count)}</td>
                    <td className="text-end text-nowrap">{fmt.money(r.budget)}</td>
                    <td className="text-end text-nowrap">{fmt.money(r.contractSum)}</td>
                    <td className="text-end text-nowrap">{fmt.money(r.paid)}</td>
                    <td className="text-end text-nowrap">{fmt.money(r.balance)}</td>
                    <td className="text-end">{fmt.percent(r.absorption)}</td>
                  </tr>
                ))}
                <tr className="report-subtotal">
                  <th scope="row">{t('report.subtotal', { year: g.year })}</th>
                  <td className="text-end">{fmt.number(g.count)}</td>
                  <td className="text-end text-nowrap">{fmt.money(g.budget)}</td>
                  <td className="text-end text-nowrap">{fmt.money(g.contractSum)}</td>
                  <td className="text-end text-nowrap">{fmt.money(g.paid)}</td>
                  <td className="text-end text-nowrap">{fmt.money(g.balance)}</td>
                  <td className="text-end">{fmt.percent(absorptionPercent(g.paid, g.budget))}</td>
                </tr>
              </tbody>
            ))}
          </table>
        </ScrollTable>
      )}
    </Widget>
  );
}
