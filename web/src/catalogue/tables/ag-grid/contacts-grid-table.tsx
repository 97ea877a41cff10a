import type { GridContact } from '@app/common/apps/aggrid';
import type { ColDef, FilterChangedEvent, GridReadyEvent } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { gridDarkTheme, gridLightTheme } from './ag-grid-setup';

const DEFAULT_COL: ColDef<GridContact> = {
  sortable: true,
  resizable: true,
  flex: 1,
  minWidth: 120,
};

export interface ContactsGridTableProps {
  contacts: GridContact[];
  columnDefs: ColDef<GridContact>[];
  isDark: boolean;
  isRtl: boolean;
  onGridReady: (event: GridReadyEvent<GridContact>) => void;
  onFilterChanged: (event: FilterChangedEvent<GridContact>) => void;
}

/** The grid itself, with AG Grid's code: loaded after the page's first paint. */
export default function ContactsGridTable({
  contacts,
  columnDefs,
  isDark,
  isRtl,
  onGridReady,
  onFilterChanged,
}: ContactsGridTableProps) {
  return (
    <AgGridReact<GridContact>
      key={isRtl ? 'rtl' : 'ltr'}
      theme={isDark ? gridDarkTheme : gridLightTheme}
      enableRtl={isRtl}
      rowData={contacts}
      columnDefs={columnDefs}
      defaultColDef={DEFAULT_COL}
      pagination
      paginationPageSize={20}
      paginationPageSizeSelector={[20, 50, 100]}
      onGridReady={onGridReady}
      onFilterChanged={onFilterChanged}
      overlayNoRowsTemplate="No contact matches."
    />
  );
}
