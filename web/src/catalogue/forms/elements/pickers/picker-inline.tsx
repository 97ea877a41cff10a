import { format } from 'date-fns';
import { useState } from 'react';
import DatePicker from 'react-datepicker';
import { PICKER_LOCALES, usePickerLocale } from './picker-locale';

/** A calendar always on show; month and day names come from the current language. */
export function PickerInline() {
  const locale = usePickerLocale();
  const [date, setDate] = useState<Date | null>(new Date());

  return (
    <div className="d-flex flex-wrap gap-3 align-items-start">
      <DatePicker inline selected={date} onChange={setDate} locale={locale} />
      <p className="mb-0" aria-live="polite">
        {date ? format(date, 'PPPP', { locale: PICKER_LOCALES[locale] }) : 'No day chosen.'}
      </p>
    </div>
  );
}
