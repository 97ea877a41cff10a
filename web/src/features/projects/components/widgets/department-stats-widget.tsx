import { useTranslation } from 'react-i18next';
import type { DepartmentStat } from '@app/common/projects';
import type { Formatters } from '@/lib/format';
import { departmentName } from '../../lib/department-name';
import { BarList, ChartLegend } from '@/components/charts/bar-list';
import { ScrollTable } from '@/components/scroll-table';
import { SkeletonTable } from '@/components/skeletons';
import { Widget, type WidgetQuery } from '@/components/widget/widget';
import { TermLink } from '../term-link';

interface DepartmentStatsWidgetProps {
  stats: readonly DepartmentStat[];
  hasData: boolean;
  currentDepartment: readonly string[];
  onSelectDepartment: (departmentId: string) => void;
  query: WidgetQuery;
  fmt: Formatters;
}

/** Projects, budget, paid and absorption by department: bars and a table. */
export function DepartmentStatsWidget({
  stats,
  hasData,
  currentDepartment,
  onSelectDepartment,
  query,
  fmt,
}: DepartmentStatsWidgetProps) {
  const { t } = useTranslation('projects');
  const rows = [...stats].sort((a, b) => b.budget - a.budget);
  return (
    <Widget
      errorTitle={t('error.title')}
      title={t('departments.title')}
      titleHelp={<TermLink term="absorption" />}
      subtitle={t('departments.subtitle')}
      query={query}
      hasData={hasData}
      skeleton={<SkeletonTable rows={8} cols={3} />}
      testId="widget-departments"
      className="skip-offscreen"
    >
      {rows.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('empty.short')}</p>
      ) : (
        <div className="row g-4">
          <div className="col-12 col-xxl-4">
            <ChartLegend
              items={[
                {
                  key: 'budget',
                  label: t('money.budget'),
                  color: 'var(--dash-bar-budget)',
                },
                { key: 'paid', label: t('money.paid'), color: 'var(--dash-bar-paid)' },
              ]}
            />
            <BarList
              className="bar-list-split"
              items={rows.map((d) => ({
                key: d.departmentId,
                label: departmentName(t, d.departmentId, d.department),
                value: d.budget,
                part: d.paid,
                valueText: `${fmt.moneyCompact(d.paid)} / ${fmt.moneyCompact(d.budget)}`,
                color: 'var(--dash-bar-budget)',
                partColor: 'var(--dash-bar-paid)',
              }))}
            />
          </div>
          <div className="col-12 col-xxl-8">
            <ScrollTable label={t('departments.tableLabel')} stickyFirstColumn>
              <table className="table table-sm align-middle mb-0 dash-table">
                <caption className="visually-hidden">{t('departments.tableLabel')}</caption>
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
                      {t('money.paid')}
                    </th>
                    <th scope="col" className="text-end">
                      {t('money.absorption')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((d) => {
                    const selected = currentDepartment.includes(d.departmentId);
                    return (
                      <tr key={d.departmentId} className={selected ? 'table-active' : undefined}>
                        <th scope="row" className="fw-normal">
                          <button
                            type="button"
                            className="btn btn-link p-0 text-start dept-link"
                            aria-pressed={selected}
                            onClick={() => onSelectDepartment(d.departmentId)}
                          >
                            {departmentName(t, d.departmentId, d.department)}
                          </button>
                        </th>
                        <td className="text-end">{fmt.number(d.count)}</td>
                        <td className="text-end text-nowrap">{fmt.money(d.budget)}</td>
                        <td className="text-end text-nowrap">{fmt.money(d.paid)}</td>
                        <td className="text-end">{fmt.percent(d.absorption)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </ScrollTable>
          </div>
        </div>
      )}
    </Widget>
  );
}
