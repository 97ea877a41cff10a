import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { BasicCard } from './basic/basic-card';
import basicSource from './basic/basic-card.tsx?raw';
import { CardColors } from './basic/card-colors';
import colorsSource from './basic/card-colors.tsx?raw';
import { CardHeaderFooter } from './basic/card-header-footer';
import headerSource from './basic/card-header-footer.tsx?raw';
import { CardImages } from './basic/card-images';
import imagesSource from './basic/card-images.tsx?raw';
import { CardLayout } from './basic/card-layout';
import layoutSource from './basic/card-layout.tsx?raw';
import { CardListGroup } from './basic/card-list-group';
import listGroupSource from './basic/card-list-group.tsx?raw';

export default function BasicCardsPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.basicCards')}
      intro="react-bootstrap's Card and its parts: body, title, text, links, images, header and footer, colours, list groups and layouts."
      library={{
        name: 'react-bootstrap',
        href: 'https://react-bootstrap.github.io/docs/components/cards',
      }}
    >
      <Demo id="basic" title="Body, title and text" source={basicSource}>
        <BasicCard />
      </Demo>
      <Demo id="images" title="Images" source={imagesSource}>
        <CardImages />
      </Demo>
      <Demo id="header-footer" title="Header and footer" source={headerSource}>
        <CardHeaderFooter />
      </Demo>
      <Demo id="colors" title="Colours and borders" source={colorsSource}>
        <CardColors />
      </Demo>
      <Demo id="list-group" title="List groups" source={listGroupSource}>
        <CardListGroup />
      </Demo>
      <Demo id="layout" title="Groups, horizontal cards and alignment" source={layoutSource}>
        <CardLayout />
      </Demo>
    </DemoPage>
  );
}
