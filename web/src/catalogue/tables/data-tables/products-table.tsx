import type { Product } from '@app/common/apps/datalist';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import DataTable, { Direction } from 'react-data-table-component';
import { ErrorState } from '@/components/status-messages';
import { useDocumentDirection } from '@/hooks/use-document-direction';
import { useDocumentTheme } from '@/hooks/use-document-theme';
import { queryErrorMessage } from '@/lib/api/query-error-message';
import { useGetDemoProductPageQuery } from '../tables-api';
import { PRODUCT_COLUMNS } from './product-columns';
import { ProductDetails } from './product-details';
import { PORTAL_DARK, PORTAL_LIGHT } from './table-themes';

/**
 * Server-side pages: each page is asked of the mock (`GET /api/datalist/data?page&perPage`), the
 * total from a one-row page (its page count is the number of products). Rows expand to their
 * details and can be selected; the table follows dark mode and the page's direction.
 */
export function ProductsTable() {
  const isDark = useDocumentTheme() === 'dark';
  const isRtl = useDocumentDirection() === 'rtl';
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(5);
  const [selected, setSelected] = useState<Product[]>([]);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());

  // The expand button sits in a cell of its own (the built-in one is not inside a cell, which
  // screen readers cannot place in the table).
  const columns = useMemo(
    () => [
      {
        id: 'expand',
        name: <span className="visually-hidden">Details</span>,
        width: '3.5rem',
        button: true,
        cell: (row: Product) => {
          const isOpen = expanded.has(row.id);
          return (
            <button
              type="button"
              className="btn btn-sm btn-link text-body p-1"
              aria-expanded={isOpen}
              aria-label={`${isOpen ? 'Hide' : 'Show'} details of ${row.name}`}
              onClick={() =>
                setExpanded((prev) => {
                  const next = new Set(prev);
                  if (isOpen) next.delete(row.id);
                  else next.add(row.id);
                  return next;
                })
              }
            >
              {isOpen ? (
                <ChevronDown size={16} aria-hidden="true" />
              ) : (
                <ChevronRight size={16} aria-hidden="true" className="flip-rtl" />
              )}
            </button>
          );
        },
      },
      ...PRODUCT_COLUMNS,
    ],
    [expanded],
  );

  const current = useGetDemoProductPageQuery({ page, perPage });
  const total = useGetDemoProductPageQuery({ page: 1, perPage: 1 });

  if (current.isError || total.isError) {
    return (
      <ErrorState
        title="The products could not be loaded."
        message={queryErrorMessage(current.error ?? total.error)}
        onRetry={() => {
          void current.refetch();
          void total.refetch();
        }}
      />
    );
  }

  return (
    <div>
      <p className="small text-body-secondary mb-2" aria-live="polite">
        {selected.length === 0
          ? 'No product selected.'
          : `${selected.length} selected: ${selected.map((p) => p.name).join(', ')}`}
      </p>
      <DataTable<Product>
        ariaLabel="Products"
        columns={columns}
        data={current.data?.data ?? []}
        keyField="id"
        theme={isDark ? PORTAL_DARK : PORTAL_LIGHT}
        direction={isRtl ? Direction.RTL : Direction.LTR}
        progressPending={current.isFetching}
        progressComponent={
          <div className="py-4 d-flex align-items-center gap-2" role="status">
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
            Loading products…
          </div>
        }
        noDataComponent={<p className="py-4 mb-0">No products.</p>}
        pagination
        paginationServer
        paginationTotalRows={total.data?.totalPages ?? 0}
        paginationPerPage={perPage}
        paginationRowsPerPageOptions={[5, 10, 20]}
        onChangePage={setPage}
        onChangeRowsPerPage={(rows, nextPage) => {
          setPerPage(rows);
          setPage(nextPage);
        }}
        expandableRows
        expandableRowsComponent={ProductDetails}
        expandableRowsHideExpander
        expandableRowExpanded={(row) => expanded.has(row.id)}
        selectableRows
        selectableRowsHighlight
        onSelectedRowsChange={({ selectedRows }) => setSelected(selectedRows)}
        highlightOnHover
        responsive
      />
    </div>
  );
}
