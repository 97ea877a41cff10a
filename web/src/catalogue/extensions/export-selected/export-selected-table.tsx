import { Download, FileSpreadsheet } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { ProjectsTable } from '../common/projects-table';
import { SAMPLE_ROWS, type ProjectRow } from '../common/sample-rows';
import { downloadCsv, downloadXlsx } from '../common/table-files';

function SelectAll({
  count,
  total,
  onChange,
}: {
  count: number;
  total: number;
  onChange: (all: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && count < total;
  }, [count, total]);
  return (
    <Form.Check
      ref={ref}
      aria-label="Select all rows"
      checked={count === total && total > 0}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

/** Tick rows, then save only those, in the table's order. */
export function ExportSelectedTable() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const chosen = SAMPLE_ROWS.filter((r) => selected.has(r.code));
  const toggle = (r: ProjectRow) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(r.code)) next.delete(r.code);
      else next.add(r.code);
      return next;
    });

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <span className="small" role="status">
          {chosen.length} of {SAMPLE_ROWS.length} rows selected
        </span>
        <div className="d-flex flex-wrap gap-2 ms-auto">
          <Button
            size="sm"
            disabled={chosen.length === 0}
            className="d-inline-flex align-items-center gap-1"
            onClick={() => downloadCsv(chosen, 'selected-projects.csv')}
          >
            <Download size={14} aria-hidden="true" /> Export selected to CSV
          </Button>
          <Button
            size="sm"
            variant="success"
            disabled={chosen.length === 0 || busy}
            className="d-inline-flex align-items-center gap-1"
            onClick={() => {
              setBusy(true);
              void downloadXlsx(chosen, 'selected-projects.xlsx').finally(() => setBusy(false));
            }}
          >
            <FileSpreadsheet size={14} aria-hidden="true" /> Export selected to XLSX
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={chosen.length === 0}
            onClick={() => setSelected(new Set())}
          >
            Clear selection
          </Button>
        </div>
      </div>
      <ProjectsTable
        rows={SAMPLE_ROWS}
        caption="Projects; tick the rows to export"
        isSelected={(r) => selected.has(r.code)}
        lead={{
          header: (
            <SelectAll
              count={chosen.length}
              total={SAMPLE_ROWS.length}
              onChange={(all) =>
                setSelected(all ? new Set(SAMPLE_ROWS.map((r) => r.code)) : new Set())
              }
            />
          ),
          cell: (r) => (
            <Form.Check
              aria-label={`Select ${r.code} ${r.name}`}
              checked={selected.has(r.code)}
              onChange={() => toggle(r)}
            />
          ),
        }}
      />
    </>
  );
}
