import { differenceInCalendarDays, format } from 'date-fns';
import { useId, useState } from 'react';
import DatePicker from 'react-datepicker';
import { PICKER_LOCALES, usePickerLocale } from './picker-locale';

/** A start and an end in one field, two months shown side by side on wide screens. */
export function PickerRange() {
  const id = useId();
  const locale = usePickerLocale();
  const [[start, end], setRange] = useState<[Date | null, Date | null]>([null, null]);

  return (
    <div>
      <label className="form-label" htmlFor={`${id}-range`}>
        Tender open from – to
      </label>
      <DatePicker
        id={`${id}-range`}
        className="form-control"
        selectsRange
        startDate={start}
        endDate={end}
        onChange={setRange}
        locale={locale}
        dateFormat="P"
        monthsShown={2}
        isClearable
        clearButtonTitle="Clear the dates"
        placeholderText="Pick the first and last day"
        aria-describedby={`${id}-summary`}
      />
      <p className="form-text mb-0" id={`${id}-summary`} aria-live="polite">
        {start && end
          ? `${format(start, 'PPP', { locale: PICKER_LOCALES[locale] })} to ${format(end, 'PPP', { locale: PICKER_LOCALES[locale] })}: ${differenceInCalendarDays(end, start) + 1} days`
          : start
            ? 'Now pick the last day.'
            : 'No dates chosen.'}
      </p>
    </div>
  );
}
