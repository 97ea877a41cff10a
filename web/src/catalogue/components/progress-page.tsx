import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { ComponentPage } from './component-page';
import { BasicProgress } from './progress/basic-progress';
import basicSource from './progress/basic-progress.tsx?raw';
import { LiveProgress } from './progress/live-progress';
import liveSource from './progress/live-progress.tsx?raw';
import { ProgressColours } from './progress/progress-colours';
import coloursSource from './progress/progress-colours.tsx?raw';
import { ProgressLabels } from './progress/progress-labels';
import labelsSource from './progress/progress-labels.tsx?raw';
import { StackedProgress } from './progress/stacked-progress';
import stackedSource from './progress/stacked-progress.tsx?raw';
import { StripedProgress } from './progress/striped-progress';
import stripedSource from './progress/striped-progress.tsx?raw';

export default function ProgressPage() {
  const { t } = useTranslation();
  return (
    <ComponentPage
      title={t('menu.progress')}
      intro="How far along something is: a task, a budget, a project."
      docs="https://react-bootstrap.github.io/docs/components/progress"
    >
      <Demo id="basic" title="Basic" source={basicSource}>
        <BasicProgress />
      </Demo>
      <Demo id="labels" title="Labels" source={labelsSource}>
        <ProgressLabels />
      </Demo>
      <Demo id="colours" title="Colours and heights" source={coloursSource}>
        <ProgressColours />
      </Demo>
      <Demo id="striped" title="Striped and animated" source={stripedSource}>
        <StripedProgress />
      </Demo>
      <Demo id="stacked" title="Stacked" source={stackedSource}>
        <StackedProgress />
      </Demo>
      <Demo id="live" title="Live" source={liveSource}>
        <LiveProgress />
      </Demo>
    </ComponentPage>
  );
}
