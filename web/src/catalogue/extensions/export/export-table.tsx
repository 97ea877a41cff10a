import { Download, FileSpreadsheet } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { ProjectsTable } from '../common/projects-table';
import { DEPARTMENT_NAMES, SAMPLE_ROWS } from '../common/sample-rows';
import { downloadCsv, downloadXlsx } from '../common/table-files';

/** Filter the table, then save exactly the rows shown as CSV (papaparse) or XLSX (exceljs). */
export function ExportTable() {
  const [department, setDepartment] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const rows = useMemo(
    () => SAMPLE_ROWS.filter((r) => !department || r.department === department),
    [department],
  );

  const saveXlsx = async () => {
    setBusy(true);
    try {
      await downloadXlsx(rows, 'projects.xlsx');
      setMessage(`Saved ${rows.length} rows to projects.xlsx.`);
    } catch (e) {
      setMessage(`The workbook could not be made: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <Form.Group controlId="export-department">
          <Form.Label className="small mb-1">Department</Form.Label>
          <Form.Select size="sm" value={department} onChange={(e) => setDepartment(e.target.value)}>
            <option value="">All departments</option>
            {DEPARTMENT_NAMES.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </Form.Select>
        </Form.Group>
        <div className="d-flex flex-wrap gap-2 ms-auto">
          <Button
            size="sm"
            className="d-inline-flex align-items-center gap-1"
            onClick={() => {
              downloadCsv(rows, 'projects.csv');
              setMessage(`Saved ${rows.length} rows to projects.csv.`);
            }}
          >
            <Download size={14} aria-hidden="true" /> Export CSV
          </Button>
          <Button
            size="sm"
            variant="success"
            className="d-inline-flex align-items-center gap-1"
            disabled={busy}
            onClick={() => void saveXlsx()}
          >
            <FileSpreadsheet size={14} aria-hidden="true" /> {busy ? 'Preparing…' : 'Export XLSX'}
          </Button>
        </div>
      </div>
      <p className="small text-body-secondary mb-2" role="status">
        {message || `${rows.length} rows shown; the files hold exactly these rows.`}
      </p>
      <ProjectsTable rows={rows} caption="Projects to export" />
    </>
  );
}
