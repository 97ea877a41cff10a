import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { ComponentPage } from './component-page';
import { PillBadgeColours } from './pill-badges/pill-badge-colours';
import coloursSource from './pill-badges/pill-badge-colours.tsx?raw';
import { PillBadgeLinks } from './pill-badges/pill-badge-links';
import linksSource from './pill-badges/pill-badge-links.tsx?raw';
import { PillBadgeSizes } from './pill-badges/pill-badge-sizes';
import sizesSource from './pill-badges/pill-badge-sizes.tsx?raw';

export default function PillBadgesPage() {
  const { t } = useTranslation();
  return (
    <ComponentPage
      title={t('menu.pillBadges')}
      intro="Badges with fully rounded ends (the pill prop): for states, tags and filters."
      docs="https://react-bootstrap.github.io/docs/components/badge#pill"
    >
      <Demo id="colours" title="Colours" source={coloursSource}>
        <PillBadgeColours />
      </Demo>
      <Demo id="sizes" title="Sizes" source={sizesSource}>
        <PillBadgeSizes />
      </Demo>
      <Demo id="links" title="Links and removable filters" source={linksSource}>
        <PillBadgeLinks />
      </Demo>
    </ComponentPage>
  );
}
