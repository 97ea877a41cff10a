import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { ComponentPage } from './component-page';
import { BasicNavbar } from './navbar/basic-navbar';
import basicSource from './navbar/basic-navbar.tsx?raw';
import { NavbarColours } from './navbar/navbar-colours';
import coloursSource from './navbar/navbar-colours.tsx?raw';
import { NavbarText } from './navbar/navbar-text';
import textSource from './navbar/navbar-text.tsx?raw';
import { OffcanvasNavbar } from './navbar/offcanvas-navbar';
import offcanvasSource from './navbar/offcanvas-navbar.tsx?raw';

export default function NavbarPage() {
  const { t } = useTranslation();
  return (
    <ComponentPage
      title={t('menu.navbar')}
      intro={
        <>
          The bar at the top of an app: brand, links, menus and search, folding behind a toggle on
          small screens. Add <code>fixed="top"</code> or <code>sticky="top"</code> to keep one in
          view.
        </>
      }
      docs="https://react-bootstrap.github.io/docs/components/navbar"
    >
      <Demo id="basic" title="Responsive" source={basicSource}>
        <BasicNavbar />
      </Demo>
      <Demo id="colours" title="Colours" source={coloursSource}>
        <NavbarColours />
      </Demo>
      <Demo id="text" title="With text" source={textSource}>
        <NavbarText />
      </Demo>
      <Demo id="offcanvas" title="Links in a side panel" source={offcanvasSource}>
        <OffcanvasNavbar />
      </Demo>
    </ComponentPage>
  );
}
