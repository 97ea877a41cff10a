import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoPage } from '@/catalogue/common/demo-page';
import { LazyDemos } from '@/catalogue/common/lazy-demos';

const TourDemos = lazy(() => import('./tour-demos'));

export default function TourPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.tour')}
      intro="A guided tour with react-joyride: a spotlight on each part of a panel, Back, Next and Skip, progress, focus kept in the tooltip, and the theme's colours. It can be replayed at any time."
      library={{
        name: 'react-joyride',
        href: 'https://react-joyride.com/',
        note: 'react-joyride stands in for Shepherd.js.',
      }}
    >
      <LazyDemos>
        <TourDemos />
      </LazyDemos>
    </DemoPage>
  );
}
