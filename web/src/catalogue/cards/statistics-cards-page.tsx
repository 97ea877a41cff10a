import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { StatColored } from './statistics/stat-colored';
import coloredSource from './statistics/stat-colored.tsx?raw';
import { StatProgress } from './statistics/stat-progress';
import progressSource from './statistics/stat-progress.tsx?raw';
import { StatTiles } from './statistics/stat-tiles';
import tilesSource from './statistics/stat-tiles.tsx?raw';
import { StatTrends } from './statistics/stat-trends';
import trendsSource from './statistics/stat-trends.tsx?raw';

export default function StatisticsCardsPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.statisticsCards')}
      intro="Cards that show one figure each: with an icon, a trend, progress towards a goal, or a filled colour. Figures are sample values in the portal's terms."
      library={{
        name: 'react-bootstrap',
        href: 'https://react-bootstrap.github.io/docs/components/cards',
      }}
    >
      <Demo id="tiles" title="Figures with icons" source={tilesSource}>
        <StatTiles />
      </Demo>
      <Demo id="trends" title="Trends" source={trendsSource}>
        <StatTrends />
      </Demo>
      <Demo id="progress" title="Progress towards a goal" source={progressSource}>
        <StatProgress />
      </Demo>
      <Demo id="colored" title="Filled" source={coloredSource}>
        <StatColored />
      </Demo>
    </DemoPage>
  );
}
