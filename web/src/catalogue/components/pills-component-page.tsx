import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { ComponentPage } from './component-page';
import { BasicPills } from './pills-component/basic-pills';
import basicSource from './pills-component/basic-pills.tsx?raw';
import { FillJustifyPills } from './pills-component/fill-justify-pills';
import fillSource from './pills-component/fill-justify-pills.tsx?raw';
import { PillsWithIcons } from './pills-component/pills-with-icons';
import iconsSource from './pills-component/pills-with-icons.tsx?raw';
import { VerticalPills } from './pills-component/vertical-pills';
import verticalSource from './pills-component/vertical-pills.tsx?raw';

export default function PillsComponentPage() {
  const { t } = useTranslation();
  return (
    <ComponentPage
      title={t('menu.pills')}
      intro="Tabs drawn as pills: for switching views or filters, in a row or a column."
      docs="https://react-bootstrap.github.io/docs/components/tabs#custom-tab-layout"
    >
      <Demo id="basic" title="Basic" source={basicSource}>
        <BasicPills />
      </Demo>
      <Demo id="vertical" title="Vertical" source={verticalSource}>
        <VerticalPills />
      </Demo>
      <Demo id="fill" title="Fill and justify" source={fillSource}>
        <FillJustifyPills />
      </Demo>
      <Demo id="icons" title="With icons" source={iconsSource}>
        <PillsWithIcons />
      </Demo>
    </ComponentPage>
  );
}
