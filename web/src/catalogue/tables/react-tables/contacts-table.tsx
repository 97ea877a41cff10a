import {
  columnFilteringFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_equalsString,
  filterFn_includesString,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import type { GridContact } from '@app/common/apps/aggrid';
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  ChevronLeft,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  Columns3,
} from 'lucide-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Button, Dropdown, Form, Table } from 'react-bootstrap';

// Only the features this table uses are registered, so only their code is bundled.
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric },
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { includesString: filterFn_includesString, equalsString: filterFn_equalsString },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  columnVisibilityFeature,
  rowSelectionFeature,
});

const helper = createColumnHelper<typeof features, GridContact>();

function SelectBox({
  checked,
  indeterminate = false,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  onChange: (event: unknown) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <Form.Check.Input
      ref={ref}
      type="checkbox"
      checked={checked}
      onChange={onChange}
      aria-label={label}
    />
  );
}

const columns = helper.columns([
  helper.display({
    id: 'select',
    header: ({ table }) => (
      <SelectBox
        label="Select every row on this page"
        checked={table.getIsAllPageRowsSelected()}
        indeterminate={table.getIsSomePageRowsSelected()}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <SelectBox
        label={`Select ${row.original.firstname} ${row.original.lastname}`}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
    enableSorting: false,
    enableHiding: false,
  }),
  helper.accessor((row) => `${row.firstname} ${row.lastname}`, {
    id: 'name',
    header: 'Name',
    sortFn: 'alphanumeric',
    filterFn: 'includesString',
    enableHiding: false,
  }),
  helper.accessor('company', { header: 'Company', filterFn: 'includesString' }),
  helper.accessor('city', { header: 'Town', filterFn: 'includesString' }),
  helper.accessor('state', { header: 'County', filterFn: 'equalsString' }),
  helper.accessor('email', {
    header: 'Email',
    filterFn: 'includesString',
    cell: (info) => <a href={`mailto:${info.getValue()}`}>{info.getValue()}</a>,
  }),
  helper.accessor('phone', { header: 'Phone', enableColumnFilter: false }),
  helper.accessor('followers', {
    header: 'Followers',
    enableColumnFilter: false,
    enableGlobalFilter: false,
    cell: (info) => info.getValue().toLocaleString('en'),
  }),
]);

const PAGE_SIZES = [10, 25, 50];

/** Columns of numbers, aligned to the end. */
const NUMERIC = new Set(['followers']);

interface ContactsTableProps {
  contacts: GridContact[];
}

/**
 * TanStack Table on the mock's contacts: click a header (or press Enter on it) to sort, search
 * every column or filter one, page through, hide columns and select rows.
 */
export function ContactsTable({ contacts }: ContactsTableProps) {
  const id = useId();
  const table = useTable({
    features,
    columns,
    data: contacts,
    initialState: {
      pagination: { pageIndex: 0, pageSize: 10 },
      columnVisibility: { phone: false },
    },
    globalFilterFn: 'includesString',
  });

  const counties = useMemo(
    () => [...new Set(contacts.map((c) => c.state))].sort((a, b) => a.localeCompare(b)),
    [contacts],
  );

  const { pageIndex, pageSize } = table.state.pagination;
  const filteredCount = table.getFilteredRowModel().rows.length;
  const first = filteredCount === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(filteredCount, (pageIndex + 1) * pageSize);
  const selectedCount = Object.keys(table.state.rowSelection).length;
  const rows = table.getRowModel().rows;

  return (
    <div>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <Form.Control
          type="search"
          placeholder="Search all columns…"
          aria-label="Search all columns"
          value={String(table.state.globalFilter ?? '')}
          onChange={(e) => table.setGlobalFilter(e.target.value)}
          style={{ maxWidth: '18rem' }}
        />
        <Dropdown autoClose="outside">
          <Dropdown.Toggle variant="outline-secondary" id={`${id}-columns`}>
            <Columns3 size={16} aria-hidden="true" className="me-1" />
            Columns
          </Dropdown.Toggle>
          <Dropdown.Menu className="px-3 py-2">
            {table
              .getAllLeafColumns()
              .filter((column) => column.getCanHide())
              .map((column) => (
                <Form.Check
                  key={column.id}
                  id={`${id}-show-${column.id}`}
                  label={String(column.columnDef.header)}
                  checked={column.getIsVisible()}
                  onChange={column.getToggleVisibilityHandler()}
                />
              ))}
          </Dropdown.Menu>
        </Dropdown>
        <span className="ms-auto small text-body-secondary" aria-live="polite">
          {selectedCount > 0 ? `${selectedCount} selected · ` : ''}
          {filteredCount === contacts.length
            ? `${contacts.length} contacts`
            : `${filteredCount} of ${contacts.length} contacts match`}
        </span>
      </div>

      <div className="table-responsive" tabIndex={0} role="region" aria-label="Contacts table">
        <Table hover className="mb-0 align-middle text-nowrap">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const numeric = NUMERIC.has(header.column.id);
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={numeric ? 'text-end' : undefined}
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="btn btn-link p-0 fw-semibold text-body text-decoration-none d-inline-flex align-items-center gap-1"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          <table.FlexRender header={header} />
                          {sorted === 'asc' ? (
                            <ArrowUp size={14} aria-hidden="true" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown size={14} aria-hidden="true" />
                          ) : (
                            <ArrowUpDown size={14} aria-hidden="true" className="opacity-50" />
                          )}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
            <tr>
              {table.getVisibleLeafColumns().map((column) => (
                <td key={column.id} className="py-1">
                  {!column.getCanFilter() ? null : column.id === 'state' ? (
                    <Form.Select
                      size="sm"
                      aria-label="Filter by county"
                      value={String(column.getFilterValue() ?? '')}
                      onChange={(e) => column.setFilterValue(e.target.value || undefined)}
                    >
                      <option value="">All</option>
                      {counties.map((county) => (
                        <option key={county}>{county}</option>
                      ))}
                    </Form.Select>
                  ) : (
                    <Form.Control
                      size="sm"
                      type="search"
                      placeholder="Filter…"
                      aria-label={`Filter by ${String(column.columnDef.header).toLowerCase()}`}
                      value={String(column.getFilterValue() ?? '')}
                      onChange={(e) => column.setFilterValue(e.target.value || undefined)}
                    />
                  )}
                </td>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={table.getVisibleLeafColumns().length} className="text-center py-4">
                  No contact matches these filters.
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} className={row.getIsSelected() ? 'table-active' : undefined}>
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={NUMERIC.has(cell.column.id) ? 'text-end' : undefined}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </div>

      <div className="d-flex flex-wrap gap-2 align-items-center justify-content-between mt-3">
        <div className="d-flex align-items-center gap-2">
          <Form.Label htmlFor={`${id}-size`} className="mb-0 small text-nowrap">
            Rows per page
          </Form.Label>
          <Form.Select
            id={`${id}-size`}
            size="sm"
            value={pageSize}
            onChange={(e) => table.setPageSize(Number(e.target.value))}
            style={{ width: 'auto' }}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size}>{size}</option>
            ))}
          </Form.Select>
        </div>
        <span className="small" aria-live="polite">
          {first}–{last} of {filteredCount}
        </span>
        <nav aria-label="Pages of contacts" className="d-flex gap-1 align-items-center">
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => table.firstPage()}
            disabled={!table.getCanPreviousPage()}
            aria-label="First page"
            title="First page"
          >
            <ChevronsLeft size={16} aria-hidden="true" className="flip-rtl" />
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => table.previousPage()}
            disabled={!table.getCanPreviousPage()}
            aria-label="Previous page"
            title="Previous page"
          >
            <ChevronLeft size={16} aria-hidden="true" className="flip-rtl" />
          </Button>
          <span className="small text-nowrap px-1">
            Page {filteredCount === 0 ? 0 : pageIndex + 1} of {table.getPageCount()}
          </span>
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => table.nextPage()}
            disabled={!table.getCanNextPage()}
            aria-label="Next page"
            title="Next page"
          >
            <ChevronRight size={16} aria-hidden="true" className="flip-rtl" />
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => table.lastPage()}
            disabled={!table.getCanNextPage()}
            aria-label="Last page"
            title="Last page"
          >
            <ChevronsRight size={16} aria-hidden="true" className="flip-rtl" />
          </Button>
        </nav>
      </div>
    </div>
  );
}
