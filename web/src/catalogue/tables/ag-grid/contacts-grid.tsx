import type { GridContact } from '@app/common/apps/aggrid';
import type { ColDef, GridApi, GridReadyEvent } from 'ag-grid-community';
import { Download, Pin, PinOff } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useDocumentDirection } from '@/hooks/use-document-direction';
import { useDocumentTheme } from '@/hooks/use-document-theme';

/** AG Grid's code comes after the page's first paint, into a frame of the grid's own size. */
const ContactsGridTable = lazy(() => import('./contacts-grid-table'));
const GRID_HEIGHT = 560;

function GridPlaceholder() {
  return (
    <div className="placeholder-glow h-100" aria-hidden="true" data-testid="loading-placeholder">
      <span className="placeholder w-100 h-100 rounded" />
    </div>
  );
}

const COLUMNS: ColDef<GridContact>[] = [
  {
    colId: 'name',
    headerName: 'Name',
    valueGetter: (p) => (p.data ? `${p.data.firstname} ${p.data.lastname}` : ''),
    minWidth: 170,
    filter: 'agTextColumnFilter',
  },
  { field: 'company', headerName: 'Company', minWidth: 180, filter: 'agTextColumnFilter' },
  { field: 'city', headerName: 'Town', filter: 'agTextColumnFilter' },
  { field: 'state', headerName: 'County', filter: 'agTextColumnFilter' },
  { field: 'email', headerName: 'Email', minWidth: 230, filter: 'agTextColumnFilter' },
  { field: 'phone', headerName: 'Phone', minWidth: 150, filter: 'agTextColumnFilter' },
  {
    field: 'followers',
    headerName: 'Followers',
    filter: 'agNumberColumnFilter',
    type: 'numericColumn',
    maxWidth: 140,
  },
];

/**
 * AG Grid on the mock's contacts: sort (Shift+click for several columns), a filter in each
 * column's menu, a search over all, drag a header edge to resize, the name column pinned (the
 * button moves it), pages, and the rows as the grid shows them exported to CSV. Without contacts
 * (still loading) it shows its frame: the toolbar, disabled, and a placeholder of the grid's size.
 */
export function ContactsGrid({ contacts }: { contacts: GridContact[] | undefined }) {
  const id = useId();
  const isDark = useDocumentTheme() === 'dark';
  const isRtl = useDocumentDirection() === 'rtl';
  const [api, setApi] = useState<GridApi<GridContact> | null>(null);
  const [isPinned, setIsPinned] = useState(true);
  const [shown, setShown] = useState<number | null>(null);
  // Pinned to the start side: the left, or the right in right-to-left.
  const side = isRtl ? 'right' : 'left';
  const columnDefs = useMemo<ColDef<GridContact>[]>(
    () => COLUMNS.map((col) => (col.colId === 'name' ? { ...col, pinned: side } : col)),
    [side],
  );

  const handleReady = useCallback((event: GridReadyEvent<GridContact>) => setApi(event.api), []);

  const togglePin = () => {
    const next = !isPinned;
    api?.applyColumnState({ state: [{ colId: 'name', pinned: next ? side : null }] });
    setIsPinned(next);
  };

  return (
    <div>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <Form.Control
          type="search"
          placeholder="Search all columns…"
          aria-label="Search all columns"
          disabled={contacts === undefined}
          style={{ maxWidth: '18rem' }}
          onChange={(e) => api?.setGridOption('quickFilterText', e.target.value)}
        />
        <Button
          variant="outline-secondary"
          onClick={togglePin}
          disabled={!api}
          aria-pressed={isPinned}
        >
          {isPinned ? (
            <PinOff size={16} aria-hidden="true" className="me-1" />
          ) : (
            <Pin size={16} aria-hidden="true" className="me-1" />
          )}
          {isPinned ? 'Unpin name' : 'Pin name'}
        </Button>
        <Button
          variant="primary"
          onClick={() => api?.exportDataAsCsv({ fileName: 'makueni-contacts.csv' })}
          disabled={!api}
        >
          <Download size={16} aria-hidden="true" className="me-1" />
          Export CSV
        </Button>
        <span className="ms-auto small text-body-secondary" aria-live="polite" id={`${id}-count`}>
          {contacts === undefined ? (
            <span className="placeholder-glow" aria-hidden="true">
              <span className="placeholder rounded" style={{ width: '6rem' }} />
            </span>
          ) : shown === null || shown === contacts.length ? (
            `${contacts.length} contacts`
          ) : (
            `${shown} of ${contacts.length} contacts match`
          )}
        </span>
      </div>
      <div style={{ height: GRID_HEIGHT }}>
        {contacts === undefined ? (
          <GridPlaceholder />
        ) : (
          <Suspense fallback={<GridPlaceholder />}>
            <ContactsGridTable
              contacts={contacts}
              columnDefs={columnDefs}
              isDark={isDark}
              isRtl={isRtl}
              onGridReady={handleReady}
              onFilterChanged={(e) => setShown(e.api.getDisplayedRowCount())}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
