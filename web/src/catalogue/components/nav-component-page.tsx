import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { ComponentPage } from './component-page';
import { BasicNav } from './nav-component/basic-nav';
import basicSource from './nav-component/basic-nav.tsx?raw';
import { NavAlignment } from './nav-component/nav-alignment';
import alignmentSource from './nav-component/nav-alignment.tsx?raw';
import { NavVariants } from './nav-component/nav-variants';
import variantsSource from './nav-component/nav-variants.tsx?raw';
import { NavWithDropdown } from './nav-component/nav-with-dropdown';
import dropdownSource from './nav-component/nav-with-dropdown.tsx?raw';
import { VerticalNav } from './nav-component/vertical-nav';
import verticalSource from './nav-component/vertical-nav.tsx?raw';

export default function NavComponentPage() {
  const { t } = useTranslation();
  return (
    <ComponentPage
      title={t('menu.navComponent')}
      intro="Rows or columns of links between sections, as plain links, tabs, pills or underlined."
      docs="https://react-bootstrap.github.io/docs/components/navs"
    >
      <Demo id="basic" title="Basic" source={basicSource}>
        <BasicNav />
      </Demo>
      <Demo id="alignment" title="Alignment" source={alignmentSource}>
        <NavAlignment />
      </Demo>
      <Demo id="vertical" title="Vertical, with icons" source={verticalSource}>
        <VerticalNav />
      </Demo>
      <Demo
        id="variants"
        title="Tabs, pills, underline; fill and justified"
        source={variantsSource}
      >
        <NavVariants />
      </Demo>
      <Demo id="dropdown" title="With a dropdown" source={dropdownSource}>
        <NavWithDropdown />
      </Demo>
    </ComponentPage>
  );
}
