import 'react-datepicker/dist/react-datepicker.css';
import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
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

export default function PickersPage() {
  const { t } = useTranslation();
  return (
    <div className="picker-themed">
      <DemoPage
        title={t('menu.pickers')}
        intro="Date, time and range pickers in the current language: change the language in the navbar and month names, week start and date format follow (date-fns locales for en, de, fr and pt)."
        library={{
          name: 'react-datepicker',
          href: 'https://reactdatepicker.com/',
          note: 'Dates are formatted and localised with date-fns.',
        }}
      >
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
      </DemoPage>
    </div>
  );
}
