import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { InputGroupAddons } from './input-group/input-group-addons';
import addonsSource from './input-group/input-group-addons.tsx?raw';
import { InputGroupButtons } from './input-group/input-group-buttons';
import buttonsSource from './input-group/input-group-buttons.tsx?raw';
import { InputGroupSizes } from './input-group/input-group-sizes';
import sizesSource from './input-group/input-group-sizes.tsx?raw';

export default function InputGroupPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.inputGroup')}
      intro="Fields with text, icons, buttons, menus, checkboxes or radios attached; the group mirrors in right-to-left."
      library={{
        name: 'react-bootstrap',
        href: 'https://react-bootstrap.github.io/docs/forms/input-group',
      }}
    >
      <Demo id="addons" title="Add-ons" source={addonsSource}>
        <InputGroupAddons />
      </Demo>
      <Demo id="buttons" title="Buttons, menus and checks" source={buttonsSource}>
        <InputGroupButtons />
      </Demo>
      <Demo id="sizes" title="Sizes" source={sizesSource}>
        <InputGroupSizes />
      </Demo>
    </DemoPage>
  );
}
