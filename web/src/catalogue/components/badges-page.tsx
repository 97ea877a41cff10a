import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { ComponentPage } from './component-page';
import { BadgeButtons } from './badges/badge-buttons';
import buttonsSource from './badges/badge-buttons.tsx?raw';
import { BadgeColours } from './badges/badge-colours';
import coloursSource from './badges/badge-colours.tsx?raw';
import { BadgeHeadings } from './badges/badge-headings';
import headingsSource from './badges/badge-headings.tsx?raw';
import { BadgeIcons } from './badges/badge-icons';
import iconsSource from './badges/badge-icons.tsx?raw';

export default function BadgesPage() {
  const { t } = useTranslation();
  return (
    <ComponentPage
      title={t('menu.badges')}
      intro="Small labels and counts beside text, in buttons and on icons."
      docs="https://react-bootstrap.github.io/docs/components/badge"
    >
      <Demo id="colours" title="Colours, solid and subtle" source={coloursSource}>
        <BadgeColours />
      </Demo>
      <Demo id="sizes" title="Sizes follow the text" source={headingsSource}>
        <BadgeHeadings />
      </Demo>
      <Demo id="buttons" title="Counts and positioned badges" source={buttonsSource}>
        <BadgeButtons />
      </Demo>
      <Demo id="icons" title="With icons" source={iconsSource}>
        <BadgeIcons />
      </Demo>
    </ComponentPage>
  );
}
