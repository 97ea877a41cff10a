import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoPage } from '@/catalogue/common/demo-page';
import { LazyDemos } from '@/catalogue/common/lazy-demos';

const SelectDemos = lazy(() => import('./select-demos'));

export default function SelectPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.select')}
      intro="Selects with search, several values, groups and options loaded from the server, drawn with the theme's colours so they follow dark mode and right-to-left."
      library={{
        name: 'react-select',
        href: 'https://react-select.com/home',
        note: 'Every select here is unstyled and takes its look from the Bootstrap theme (select.scss); the shared props are in select-theme.ts.',
      }}
    >
      <LazyDemos>
        <SelectDemos />
      </LazyDemos>
    </DemoPage>
  );
}
