import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { ComponentPage } from './component-page';
import { BasicPagination } from './pagination/basic-pagination';
import basicSource from './pagination/basic-pagination.tsx?raw';
import { ControlledPagination } from './pagination/controlled-pagination';
import controlledSource from './pagination/controlled-pagination.tsx?raw';
import { PaginationAlignment } from './pagination/pagination-alignment';
import alignmentSource from './pagination/pagination-alignment.tsx?raw';
import { PaginationSizes } from './pagination/pagination-sizes';
import sizesSource from './pagination/pagination-sizes.tsx?raw';
import windowSource from './pagination/page-window.ts?raw';

export default function PaginationPage() {
  const { t } = useTranslation();
  return (
    <ComponentPage
      title={t('menu.pagination')}
      intro="Moving through pages of results. Each pager is a navigation landmark with its own name."
      docs="https://react-bootstrap.github.io/docs/components/pagination"
    >
      <Demo id="basic" title="Basic" source={basicSource}>
        <BasicPagination />
      </Demo>
      <Demo
        id="controlled"
        title="Working pager with gaps"
        description="The numbers shown come from pageWindow (in page-window.ts, below)."
        source={controlledSource}
      >
        <ControlledPagination />
      </Demo>
      <Demo id="page-window" title="Which numbers to show" source={windowSource}>
        <p className="mb-0">
          The first and last page, the current page and one on each side; a gap stands for two or
          more pages left out, and the pager keeps its length near either end.
        </p>
      </Demo>
      <Demo id="sizes" title="Sizes" source={sizesSource}>
        <PaginationSizes />
      </Demo>
      <Demo id="alignment" title="Alignment and icons" source={alignmentSource}>
        <PaginationAlignment />
      </Demo>
    </ComponentPage>
  );
}
