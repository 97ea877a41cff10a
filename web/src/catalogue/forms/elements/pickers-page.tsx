import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoPage } from '@/catalogue/common/demo-page';
import { LazyDemos } from '@/catalogue/common/lazy-demos';

const PickersDemos = lazy(() => import('./pickers-demos'));

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
        <LazyDemos>
          <PickersDemos />
        </LazyDemos>
      </DemoPage>
    </div>
  );
}
