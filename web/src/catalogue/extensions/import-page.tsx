import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { ImportFile } from './import/import-file';
import importSource from './import/import-file.tsx?raw';
import readSource from './import/read-table-file.ts?raw';
import validateSource from './import/validate-import.ts?raw';

export default function ImportPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.import')}
      intro="A CSV (papaparse) or Excel workbook (exceljs, loaded on the first .xlsx) read in the browser and checked cell by cell. Row numbers are the spreadsheet's: the header is row 1. A file with any bad cell is rejected whole and the rows already imported stay as they were."
      library={{ name: 'papaparse + exceljs', href: 'https://www.papaparse.com/docs' }}
    >
      <Demo id="import" title="Import a file" source={importSource}>
        <ImportFile />
      </Demo>
      <Demo
        id="read"
        title="Reading CSV and XLSX"
        description="The reader behind the demo above."
        source={readSource}
      >
        <p className="mb-0 small">
          CSV through <span className="font-monospace">Papa.parse</span>; XLSX through{' '}
          <span className="font-monospace">Workbook.xlsx.load</span>, first sheet, dates as
          yyyy-mm-dd.
        </p>
      </Demo>
      <Demo
        id="validate"
        title="Checking every cell"
        description="The checks behind the demo above."
        source={validateSource}
      >
        <p className="mb-0 small">
          Codes like WAT-101 and unique; names, wards and departments required; budgets numbers of
          zero or more; progress 0 to 100; real dates.
        </p>
      </Demo>
    </DemoPage>
  );
}
