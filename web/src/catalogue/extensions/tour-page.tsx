import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { PageTour } from './tour/page-tour';
import source from './tour/page-tour.tsx?raw';

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
      <Demo id="tour" title="Guided tour" source={source}>
        <PageTour />
      </Demo>
    </DemoPage>
  );
}
