import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { ExportSelectedTable } from './export-selected/export-selected-table';
import tableSource from './export-selected/export-selected-table.tsx?raw';

export default function ExportSelectedPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.exportSelected')}
      intro="Row selection with a select-all box (indeterminate when some rows are ticked), and files that hold only the selected rows: CSV with papaparse, XLSX with exceljs."
      library={{ name: 'papaparse + exceljs', href: 'https://github.com/exceljs/exceljs#readme' }}
    >
      <Demo id="selected" title="Export the selected rows" source={tableSource}>
        <ExportSelectedTable />
      </Demo>
    </DemoPage>
  );
}
