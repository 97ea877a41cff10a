import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { ComponentPage } from './component-page';
import { ControlledPopover } from './popovers/controlled-popover';
import controlledSource from './popovers/controlled-popover.tsx?raw';
import { HoverPopover } from './popovers/hover-popover';
import hoverSource from './popovers/hover-popover.tsx?raw';
import { PopoverPlacements } from './popovers/popover-placements';
import placementsSource from './popovers/popover-placements.tsx?raw';

export default function PopoversPage() {
  const { t } = useTranslation();
  return (
    <ComponentPage
      title={t('menu.popovers')}
      intro="Small panels of extra content, with a title and a body, opened from a button."
      docs="https://react-bootstrap.github.io/docs/components/overlays#popovers"
    >
      <Demo id="placements" title="Placements, on click" source={placementsSource}>
        <PopoverPlacements />
      </Demo>
      <Demo id="hover" title="On hover and focus" source={hoverSource}>
        <HoverPopover />
      </Demo>
      <Demo id="controlled" title="Controlled, with actions" source={controlledSource}>
        <ControlledPopover />
      </Demo>
    </ComponentPage>
  );
}
