import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { CsvPreview } from './export/csv-preview';
import previewSource from './export/csv-preview.tsx?raw';
import { ExportTable } from './export/export-table';
import tableSource from './export/export-table.tsx?raw';

export default function ExportPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.export')}
      intro="A table saved as CSV with papaparse and as an Excel workbook with exceljs, in the browser, with no server round trip. exceljs is fetched only when the first workbook is made."
      library={{ name: 'papaparse + exceljs', href: 'https://www.papaparse.com/docs#json-to-csv' }}
    >
      <Demo id="table" title="The table to CSV and XLSX" source={tableSource}>
        <ExportTable />
      </Demo>
      <Demo id="csv-options" title="CSV options" source={previewSource}>
        <CsvPreview />
      </Demo>
    </DemoPage>
  );
}
