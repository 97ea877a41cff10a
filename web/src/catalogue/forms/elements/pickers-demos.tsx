import 'react-datepicker/dist/react-datepicker.css';
import { Demo } from '@/catalogue/common/demo';
import './pickers/pickers.scss';
import { PickerDate } from './pickers/picker-date';
import dateSource from './pickers/picker-date.tsx?raw';
import { PickerInline } from './pickers/picker-inline';
import inlineSource from './pickers/picker-inline.tsx?raw';
import localeSource from './pickers/picker-locale.ts?raw';
import { PickerRange } from './pickers/picker-range';
import rangeSource from './pickers/picker-range.tsx?raw';
import { PickerTime } from './pickers/picker-time';
import timeSource from './pickers/picker-time.tsx?raw';

/** The page's demos, with react-datepicker: loaded once the page's frame is drawn (pickers-page.tsx). */
export default function PickersDemos() {
  return (
    <>
      <Demo id="date" title="Date" source={dateSource}>
        <PickerDate />
      </Demo>
      <Demo id="time" title="Time, and date with time" source={timeSource}>
        <PickerTime />
      </Demo>
      <Demo id="range" title="Range" source={rangeSource}>
        <PickerRange />
      </Demo>
      <Demo id="inline" title="Inline calendar" source={inlineSource}>
        <PickerInline />
      </Demo>
      <Demo id="locale" title="Locale of the current language" source={localeSource}>
        <p className="mb-0">
          Each language's date-fns locale is registered once; the pickers take the current
          language's code as their <code>locale</code>.
        </p>
      </Demo>
    </>
  );
}
