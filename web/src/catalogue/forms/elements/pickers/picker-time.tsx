import { setHours, setMinutes } from 'date-fns';
import { useId, useState } from 'react';
import DatePicker from 'react-datepicker';
import { usePickerLocale } from './picker-locale';

const NINE_AM = setMinutes(setHours(new Date(), 9), 0);

/** A time alone in 15-minute steps, and a date with its time, both in the language's format. */
export function PickerTime() {
  const id = useId();
  const locale = usePickerLocale();
  const [time, setTime] = useState<Date | null>(NINE_AM);
  const [meeting, setMeeting] = useState<Date | null>(NINE_AM);

  return (
    <div className="row g-3">
      <div className="col-12 col-md-6">
        <label className="form-label" htmlFor={`${id}-time`}>
          Opening time
        </label>
        <DatePicker
          id={`${id}-time`}
          className="form-control"
          selected={time}
          onChange={setTime}
          locale={locale}
          showTimeSelect
          showTimeSelectOnly
          timeIntervals={15}
          timeCaption="Time"
          dateFormat="p"
        />
      </div>
      <div className="col-12 col-md-6">
        <label className="form-label" htmlFor={`${id}-meeting`}>
          Public participation meeting
        </label>
        <DatePicker
          id={`${id}-meeting`}
          className="form-control"
          selected={meeting}
          onChange={setMeeting}
          locale={locale}
          showTimeSelect
          timeIntervals={30}
          timeCaption="Time"
          dateFormat="Pp"
        />
      </div>
    </div>
  );
}
