import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_LABELS, CALENDAR_LABEL_VALUES } from '@app/common/apps/calendar';
import { AppSidebar } from '@/components/app-sidebar';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import {
  allLabelsToggled,
  labelToggled,
  selectCalendarState,
  sidebarToggled,
} from '../store/calendar-slice';

/** Add button and the label filter; a drawer below the lg breakpoint. */
export function CalendarSidebar({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('calendar');
  const dispatch = useAppDispatch();
  const { isSidebarOpen, selectedLabels } = useAppSelector(selectCalendarState);
  const allShown = selectedLabels.length === CALENDAR_LABEL_VALUES.length;

  return (
    <AppSidebar
      show={isSidebarOpen}
      onHide={() => dispatch(sidebarToggled(false))}
      title={t('sidebar.label')}
      closeLabel={t('sidebar.close')}
      className="calendar-sidebar"
      bodyClassName="flex-column w-100"
    >
      <div className="w-100 p-3">
        <button
          type="button"
          className="btn btn-primary w-100 d-flex align-items-center justify-content-center gap-2 mb-4"
          onClick={() => {
            dispatch(sidebarToggled(false));
            onAdd();
          }}
        >
          <Plus size={18} aria-hidden="true" />
          {t('sidebar.addEvent')}
        </button>
        <fieldset>
          <legend className="small text-uppercase text-body-secondary fw-semibold mb-2 fs-6">
            {t('sidebar.filter')}
          </legend>
          <div className="form-check mb-2">
            <input
              className="form-check-input"
              type="checkbox"
              id="calendar-label-all"
              checked={allShown}
              onChange={() => dispatch(allLabelsToggled(!allShown))}
            />
            <label className="form-check-label" htmlFor="calendar-label-all">
              {t('sidebar.viewAll')}
            </label>
          </div>
          {CALENDAR_LABELS.map((label) => (
            <div className={`form-check mb-2 calendar-check-${label.value}`} key={label.value}>
              <input
                className="form-check-input"
                type="checkbox"
                id={`calendar-label-${label.value}`}
                checked={selectedLabels.includes(label.value)}
                onChange={() => dispatch(labelToggled(label.value))}
              />
              <label
                className="form-check-label d-flex align-items-center gap-2"
                htmlFor={`calendar-label-${label.value}`}
              >
                <span className={`calendar-dot bg-${label.color}`} aria-hidden="true" />
                {t(`labels.${label.value}`)}
              </label>
            </div>
          ))}
        </fieldset>
      </div>
    </AppSidebar>
  );
}
