import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { ComponentPage } from './component-page';
import { BasicDropdown } from './dropdowns/basic-dropdown';
import basicSource from './dropdowns/basic-dropdown.tsx?raw';
import { DropdownAlignment } from './dropdowns/dropdown-alignment';
import alignmentSource from './dropdowns/dropdown-alignment.tsx?raw';
import { DropdownCloseBehaviour } from './dropdowns/dropdown-close-behaviour';
import closeSource from './dropdowns/dropdown-close-behaviour.tsx?raw';
import { DropdownColours } from './dropdowns/dropdown-colours';
import coloursSource from './dropdowns/dropdown-colours.tsx?raw';
import { DropdownDirections } from './dropdowns/dropdown-directions';
import directionsSource from './dropdowns/dropdown-directions.tsx?raw';
import { DropdownSizes } from './dropdowns/dropdown-sizes';
import sizesSource from './dropdowns/dropdown-sizes.tsx?raw';
import { SelectableDropdown } from './dropdowns/selectable-dropdown';
import selectableSource from './dropdowns/selectable-dropdown.tsx?raw';
import { SplitDropdowns } from './dropdowns/split-dropdowns';
import splitSource from './dropdowns/split-dropdowns.tsx?raw';

export default function DropdownsPage() {
  const { t } = useTranslation();
  return (
    <ComponentPage
      title={t('menu.dropdowns')}
      intro="Menus of actions or choices that open from a button. Arrow keys move through the items, Escape closes the menu."
      docs="https://react-bootstrap.github.io/docs/components/dropdowns"
    >
      <Demo id="basic" title="Basic" source={basicSource}>
        <BasicDropdown />
      </Demo>
      <Demo id="colours" title="Colours" source={coloursSource}>
        <DropdownColours />
      </Demo>
      <Demo id="split" title="Split buttons" source={splitSource}>
        <SplitDropdowns />
      </Demo>
      <Demo id="sizes" title="Sizes" source={sizesSource}>
        <DropdownSizes />
      </Demo>
      <Demo id="directions" title="Directions" source={directionsSource}>
        <DropdownDirections />
      </Demo>
      <Demo id="alignment" title="Alignment and dark menu" source={alignmentSource}>
        <DropdownAlignment />
      </Demo>
      <Demo id="close" title="When the menu closes; a form in a menu" source={closeSource}>
        <DropdownCloseBehaviour />
      </Demo>
      <Demo id="selectable" title="Choosing a value, with icons" source={selectableSource}>
        <SelectableDropdown />
      </Demo>
    </ComponentPage>
  );
}
