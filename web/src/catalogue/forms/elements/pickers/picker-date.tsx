import { addMonths } from 'date-fns';
import { useId, useState } from 'react';
import DatePicker from 'react-datepicker';
import { usePickerLocale } from './picker-locale';

/**
 * A date in the current language's format and week; the second picker allows only the coming
 * three months and offers month and year menus. Arrow keys move the day, Enter picks it.
 */
export function PickerDate() {
  const id = useId();
  const locale = usePickerLocale();
  const [date, setDate] = useState<Date | null>(new Date());
  const [visit, setVisit] = useState<Date | null>(null);
  const today = new Date();

  return (
    <div className="row g-3">
      <div className="col-12 col-md-6">
        <label className="form-label" htmlFor={`${id}-date`}>
          Start date
        </label>
        <DatePicker
          id={`${id}-date`}
          className="form-control"
          selected={date}
          onChange={setDate}
          locale={locale}
          dateFormat="P"
          isClearable
          clearButtonTitle="Clear the date"
          placeholderText="Pick a date"
        />
      </div>
      <div className="col-12 col-md-6">
        <label className="form-label" htmlFor={`${id}-visit`}>
          Site visit (next three months)
        </label>
        <DatePicker
          id={`${id}-visit`}
          className="form-control"
          selected={visit}
          onChange={setVisit}
          locale={locale}
          dateFormat="PPP"
          minDate={today}
          maxDate={addMonths(today, 3)}
          showMonthDropdown
          showYearDropdown
          dropdownMode="select"
          placeholderText="Pick a day"
        />
      </div>
    </div>
  );
}
