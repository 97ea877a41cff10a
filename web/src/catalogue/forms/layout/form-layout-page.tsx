import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { LayoutHorizontal } from './form-layout/layout-horizontal';
import horizontalSource from './form-layout/layout-horizontal.tsx?raw';
import { LayoutInline } from './form-layout/layout-inline';
import inlineSource from './form-layout/layout-inline.tsx?raw';
import { LayoutMultiColumn } from './form-layout/layout-multi-column';
import multiSource from './form-layout/layout-multi-column.tsx?raw';
import { LayoutVertical } from './form-layout/layout-vertical';
import verticalSource from './form-layout/layout-vertical.tsx?raw';

export default function FormLayoutPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.formLayout')}
      intro="Arranging a form with the grid: labels beside or above their fields, several columns, or one line."
      library={{
        name: 'react-bootstrap',
        href: 'https://react-bootstrap.github.io/docs/forms/layout',
      }}
    >
      <Demo id="horizontal" title="Horizontal" source={horizontalSource}>
        <LayoutHorizontal />
      </Demo>
      <Demo id="vertical" title="Vertical" source={verticalSource}>
        <LayoutVertical />
      </Demo>
      <Demo id="multi-column" title="Multi-column" source={multiSource}>
        <LayoutMultiColumn />
      </Demo>
      <Demo id="inline" title="Inline" source={inlineSource}>
        <LayoutInline />
      </Demo>
    </DemoPage>
  );
}
