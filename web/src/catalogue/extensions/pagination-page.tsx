import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { PaginationRanges, PaginationSizes } from './pagination/pagination-demos';
import source from './pagination/pagination-demos.tsx?raw';

export default function PaginationPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.extPagination')}
      intro="Bootstrap pagination through react-bootstrap, with a page range that keeps the first and last pages and a window around the current one. Each control is a labelled button; the current page is marked for screen readers."
      library={{
        name: 'react-bootstrap',
        href: 'https://react-bootstrap.github.io/docs/components/pagination',
      }}
    >
      <Demo id="sizes" title="Sizes" source={source}>
        <PaginationSizes />
      </Demo>
      <Demo id="ranges" title="Ranges and page size" source={source}>
        <PaginationRanges />
      </Demo>
    </DemoPage>
  );
}
