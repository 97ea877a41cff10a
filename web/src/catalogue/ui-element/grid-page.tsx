import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { GridAlignment } from './grid/grid-alignment';
import alignmentSource from './grid/grid-alignment.tsx?raw';
import { GridBreakpoints } from './grid/grid-breakpoints';
import breakpointsSource from './grid/grid-breakpoints.tsx?raw';
import { GridColumns } from './grid/grid-columns';
import columnsSource from './grid/grid-columns.tsx?raw';
import { GridGutters } from './grid/grid-gutters';
import guttersSource from './grid/grid-gutters.tsx?raw';
import { GridNesting } from './grid/grid-nesting';
import nestingSource from './grid/grid-nesting.tsx?raw';
import { GridOrdering } from './grid/grid-ordering';
import orderingSource from './grid/grid-ordering.tsx?raw';

export default function GridPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.grid')}
      intro="Bootstrap's twelve-column flexbox grid through react-bootstrap's Container, Row and Col. Columns mirror in right-to-left."
      library={{
        name: 'react-bootstrap',
        href: 'https://react-bootstrap.github.io/docs/layout/grid',
      }}
    >
      <Demo id="columns" title="Columns" source={columnsSource}>
        <GridColumns />
      </Demo>
      <Demo
        id="breakpoints"
        title="Breakpoints"
        description="xs (all), sm ≥576px, md ≥768px, lg ≥992px, xl ≥1200px, xxl ≥1400px."
        source={breakpointsSource}
      >
        <GridBreakpoints />
      </Demo>
      <Demo id="alignment" title="Alignment" source={alignmentSource}>
        <GridAlignment />
      </Demo>
      <Demo id="ordering" title="Ordering and offsets" source={orderingSource}>
        <GridOrdering />
      </Demo>
      <Demo id="gutters" title="Gutters" source={guttersSource}>
        <GridGutters />
      </Demo>
      <Demo id="nesting" title="Nesting" source={nestingSource}>
        <GridNesting />
      </Demo>
    </DemoPage>
  );
}
