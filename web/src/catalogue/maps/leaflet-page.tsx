import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoPage } from '@/catalogue/common/demo-page';
import { LazyDemos } from '@/catalogue/common/lazy-demos';

const LeafletDemos = lazy(() => import('./leaflet-demos'));

export default function LeafletPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.leaflet')}
      intro="Interactive maps with Leaflet through react-leaflet. Leaflet's styles and marker images ship with this page (no CDN). Street tiles come from OpenStreetMap; when they cannot load, the outlines and markers stay on a plain background. Once a map has focus, the arrow keys pan and + and − zoom."
      library={{ name: 'react-leaflet', href: 'https://react-leaflet.js.org/' }}
    >
      <LazyDemos>
        <LeafletDemos />
      </LazyDemos>
    </DemoPage>
  );
}
