import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { ComponentPage } from './component-page';
import { TooltipContent } from './tooltips/tooltip-content';
import contentSource from './tooltips/tooltip-content.tsx?raw';
import { TooltipPlacements } from './tooltips/tooltip-placements';
import placementsSource from './tooltips/tooltip-placements.tsx?raw';
import { TooltipTargets } from './tooltips/tooltip-targets';
import targetsSource from './tooltips/tooltip-targets.tsx?raw';

export default function TooltipsPage() {
  const { t } = useTranslation();
  return (
    <ComponentPage
      title={t('menu.tooltips')}
      intro="Short descriptions shown when a control is hovered or focused. Keep what matters visible too: touch screens have no hover."
      docs="https://react-bootstrap.github.io/docs/components/overlays#tooltips"
    >
      <Demo id="placements" title="Placements" source={placementsSource}>
        <TooltipPlacements />
      </Demo>
      <Demo id="targets" title="On links, icons and disabled buttons" source={targetsSource}>
        <TooltipTargets />
      </Demo>
      <Demo id="content" title="Content and timing" source={contentSource}>
        <TooltipContent />
      </Demo>
    </ComponentPage>
  );
}
