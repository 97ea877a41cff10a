import { Demo } from '@/catalogue/common/demo';
import { PageTour } from './tour/page-tour';
import source from './tour/page-tour.tsx?raw';

/** The page's demos, with react-joyride: loaded once the page's frame is drawn (tour-page.tsx). */
export default function TourDemos() {
  return (
    <>
      <Demo id="tour" title="Guided tour" source={source}>
        <PageTour />
      </Demo>
    </>
  );
}
