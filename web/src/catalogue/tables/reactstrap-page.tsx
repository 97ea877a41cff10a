import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { TableBasic } from './reactstrap/table-basic';
import basicSource from './reactstrap/table-basic.tsx?raw';
import { TableContextual } from './reactstrap/table-contextual';
import contextualSource from './reactstrap/table-contextual.tsx?raw';
import { TableDark } from './reactstrap/table-dark';
import darkSource from './reactstrap/table-dark.tsx?raw';
import { TableResponsive } from './reactstrap/table-responsive';
import responsiveSource from './reactstrap/table-responsive.tsx?raw';
import { TableVariants } from './reactstrap/table-variants';
import variantsSource from './reactstrap/table-variants.tsx?raw';

export default function ReactstrapTablesPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.bootstrapTables')}
      intro="Bootstrap's tables: striped, bordered, hover, sizes, responsive and contextual rows, following light and dark mode."
      library={{
        name: 'react-bootstrap',
        href: 'https://react-bootstrap.github.io/docs/components/table',
        note: 'This page once used reactstrap. reactstrap relies on defaultProps on function components, which React 19 ignores, so its successor here is react-bootstrap on Bootstrap 5.3: the same Bootstrap table classes through a <Table> component.',
      }}
    >
      <Demo id="basic" title="Basic" source={basicSource}>
        <TableBasic />
      </Demo>
      <Demo id="variants" title="Striped, bordered, hover and small" source={variantsSource}>
        <TableVariants />
      </Demo>
      <Demo id="contextual" title="Contextual rows" source={contextualSource}>
        <TableContextual />
      </Demo>
      <Demo id="responsive" title="Responsive" source={responsiveSource}>
        <TableResponsive />
      </Demo>
      <Demo id="dark" title="Dark tables" source={darkSource}>
        <TableDark />
      </Demo>
    </DemoPage>
  );
}
