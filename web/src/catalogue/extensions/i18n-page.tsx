import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import './i18n/demo-strings';
import { DatesAndNumbers, InterpolationAndPlurals, LanguageSwitch } from './i18n/i18n-demos';
import source from './i18n/i18n-demos.tsx?raw';

export default function I18nPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.i18n')}
      intro="The app's own i18next set-up (react-i18next): English, German, French and Portuguese, switched live. This page brings its strings as a namespace of its own; numbers, money and dates use each language's conventions through Intl."
      library={{ name: 'i18next + react-i18next', href: 'https://react.i18next.com/' }}
    >
      <Demo id="switch" title="Switch language" source={source}>
        <LanguageSwitch />
      </Demo>
      <Demo id="interpolation" title="Interpolation and plurals" source={source}>
        <InterpolationAndPlurals />
      </Demo>
      <Demo id="formats" title="Dates and numbers" source={source}>
        <DatesAndNumbers />
      </Demo>
    </DemoPage>
  );
}
