import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import {
  BasicSlider,
  RangeSlider,
  StepSlider,
  TooltipSlider,
  VerticalSlider,
} from './slider/slider-demos';
import source from './slider/slider-demos.tsx?raw';
import '@rc-component/slider/assets/index.css';
import './slider/slider.scss';

export default function SliderPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.slider')}
      intro="Sliders from @rc-component/slider: one value, a range, steps and marks, upright, and a value tip. Handles are keyboard sliders (arrows, Page Up and Down, Home, End) with names and spoken values; in right to left the track runs from the right."
      library={{
        name: '@rc-component/slider',
        href: 'https://slider.react-component.vercel.app/',
        note: '@rc-component/slider is the maintained successor of rc-slider and nouislider wrappers.',
      }}
    >
      <Demo id="basic" title="Basic" source={source}>
        <BasicSlider />
      </Demo>
      <Demo id="range" title="Range" source={source}>
        <RangeSlider />
      </Demo>
      <Demo id="steps" title="Steps and marks" source={source}>
        <StepSlider />
      </Demo>
      <Demo id="vertical" title="Vertical" source={source}>
        <VerticalSlider />
      </Demo>
      <Demo id="tooltip" title="Value tip" source={source}>
        <TooltipSlider />
      </Demo>
    </DemoPage>
  );
}
