import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { ComponentPage } from './component-page';
import { BorderSpinners } from './spinners/border-spinners';
import borderSource from './spinners/border-spinners.tsx?raw';
import { GrowSpinners } from './spinners/grow-spinners';
import growSource from './spinners/grow-spinners.tsx?raw';
import { SpinnerAlignment } from './spinners/spinner-alignment';
import alignmentSource from './spinners/spinner-alignment.tsx?raw';
import { SpinnerButtons } from './spinners/spinner-buttons';
import buttonsSource from './spinners/spinner-buttons.tsx?raw';
import { SpinnerSizes } from './spinners/spinner-sizes';
import sizesSource from './spinners/spinner-sizes.tsx?raw';

export default function SpinnersPage() {
  const { t } = useTranslation();
  return (
    <ComponentPage
      title={t('menu.spinners')}
      intro="Something is loading. With reduced motion the spinners turn slowly instead of stopping, so they still show activity."
      docs="https://react-bootstrap.github.io/docs/components/spinners"
    >
      <Demo id="border" title="Border" source={borderSource}>
        <BorderSpinners />
      </Demo>
      <Demo id="grow" title="Grow" source={growSource}>
        <GrowSpinners />
      </Demo>
      <Demo id="sizes" title="Sizes" source={sizesSource}>
        <SpinnerSizes />
      </Demo>
      <Demo id="buttons" title="In buttons" source={buttonsSource}>
        <SpinnerButtons />
      </Demo>
      <Demo id="alignment" title="Alignment" source={alignmentSource}>
        <SpinnerAlignment />
      </Demo>
    </ComponentPage>
  );
}
