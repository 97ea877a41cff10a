import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { ComponentPage } from './component-page';
import { ButtonGroups } from './buttons/button-groups';
import { CloseButtons } from './buttons/close-buttons';
import closeSource from './buttons/close-buttons.tsx?raw';
import groupsSource from './buttons/button-groups.tsx?raw';
import { ButtonSizes } from './buttons/button-sizes';
import sizesSource from './buttons/button-sizes.tsx?raw';
import { ButtonStates } from './buttons/button-states';
import statesSource from './buttons/button-states.tsx?raw';
import { ButtonsWithIcons } from './buttons/buttons-with-icons';
import iconsSource from './buttons/buttons-with-icons.tsx?raw';
import { OutlineButtons } from './buttons/outline-buttons';
import outlineSource from './buttons/outline-buttons.tsx?raw';
import { SolidButtons } from './buttons/solid-buttons';
import solidSource from './buttons/solid-buttons.tsx?raw';
import { ToggleButtons } from './buttons/toggle-buttons';
import toggleSource from './buttons/toggle-buttons.tsx?raw';

export default function ButtonsPage() {
  const { t } = useTranslation();
  return (
    <ComponentPage
      title={t('menu.buttons')}
      intro="Actions in forms, dialogs and toolbars, in every colour, size and state."
      docs="https://react-bootstrap.github.io/docs/components/buttons"
    >
      <Demo id="solid" title="Colours" source={solidSource}>
        <SolidButtons />
      </Demo>
      <Demo id="outline" title="Outline" source={outlineSource}>
        <OutlineButtons />
      </Demo>
      <Demo id="sizes" title="Sizes and full width" source={sizesSource}>
        <ButtonSizes />
      </Demo>
      <Demo id="icons" title="With icons" source={iconsSource}>
        <ButtonsWithIcons />
      </Demo>
      <Demo id="states" title="States" source={statesSource}>
        <ButtonStates />
      </Demo>
      <Demo id="groups" title="Groups and toolbars" source={groupsSource}>
        <ButtonGroups />
      </Demo>
      <Demo id="toggle" title="Toggle buttons" source={toggleSource}>
        <ToggleButtons />
      </Demo>
      <Demo id="close" title="Close buttons" source={closeSource}>
        <CloseButtons />
      </Demo>
    </ComponentPage>
  );
}
