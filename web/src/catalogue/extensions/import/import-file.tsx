import { useRef, useState } from 'react';
import { Alert, Button, Form, Table } from 'react-bootstrap';
import { ProjectsTable } from '../common/projects-table';
import { SAMPLE_ROWS, type ProjectRow } from '../common/sample-rows';
import { downloadBlob, rowsToCsv } from '../common/table-files';
import { readTableFile } from './read-table-file';
import { validateImport, type ImportResult } from './validate-import';

type Rejected = Extract<ImportResult, { ok: false }>;
type Status =
  | { kind: 'idle' }
  | { kind: 'reading'; name: string }
  | { kind: 'accepted'; name: string; count: number }
  | { kind: 'rejected'; name: string; result: Rejected };

const MALFORMED = `${rowsToCsv(SAMPLE_ROWS.slice(0, 3))}
RDS-33,Kilome road,Kasikeu,Roads,about 9m,12,2025-06-18
EDU-999,Workshop,Mtito Andei,Education,5400000,140,2024-13-29`;

function RejectedPreview({ result }: { result: Rejected }) {
  const bad = new Set(result.errors.map((e) => `${e.row}:${e.column}`));
  return (
    <div className="table-responsive mt-2">
      <Table size="sm" bordered className="small mb-0">
        <caption className="caption-top">The file as read (bad cells marked)</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            {result.headers.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.preview.map((cells, i) => (
            <tr key={i}>
              <th scope="row">{i + 2}</th>
              {result.headers.map((h, c) => {
                const isBad = bad.has(`${i + 2}:${h}`);
                return (
                  <td
                    key={h}
                    className={
                      isBad ? 'bg-danger-subtle text-danger-emphasis fw-semibold' : undefined
                    }
                  >
                    {cells[c]}
                    {isBad ? <span className="visually-hidden"> (invalid)</span> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** Choose a CSV or XLSX file: good files replace the rows below; a file with any bad cell changes nothing. */
export function ImportFile() {
  const [rows, setRows] = useState<readonly ProjectRow[]>([]);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);

  const read = async (file: File) => {
    setStatus({ kind: 'reading', name: file.name });
    let result: ImportResult;
    try {
      result = validateImport(await readTableFile(file));
    } catch (e) {
      result = {
        ok: false,
        fileError: e instanceof Error ? e.message : String(e),
        preview: [],
        headers: [],
        errors: [],
      };
    }
    if (result.ok) {
      setRows(result.rows);
      setStatus({ kind: 'accepted', name: file.name, count: result.rows.length });
    } else {
      setStatus({ kind: 'rejected', name: file.name, result });
    }
    // The same file can be chosen again after it is fixed.
    if (input.current) input.current.value = '';
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
        <Form.Group controlId="import-file" className="flex-grow-1">
          <Form.Label>CSV or Excel file (.csv, .xlsx, up to 1 MB)</Form.Label>
          <Form.Control
            ref={input}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => {
              const file = (e.target as HTMLInputElement).files?.[0];
              if (file) void read(file);
            }}
          />
        </Form.Group>
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() =>
            downloadBlob(
              new Blob([rowsToCsv(SAMPLE_ROWS)], { type: 'text/csv' }),
              'good-projects.csv',
            )
          }
        >
          Sample file
        </Button>
        <Button
          size="sm"
          variant="outline-danger"
          onClick={() =>
            downloadBlob(new Blob([MALFORMED], { type: 'text/csv' }), 'malformed-projects.csv')
          }
        >
          Malformed sample
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {status.kind === 'reading' ? <p className="small mb-2">Reading {status.name}…</p> : null}
        {status.kind === 'accepted' ? (
          <Alert variant="success" className="py-2">
            Imported {status.count} rows from {status.name}.
          </Alert>
        ) : null}
      </div>
      {status.kind === 'rejected' ? (
        <Alert variant="danger" className="py-2" data-testid="import-errors">
          <p className="fw-semibold mb-1">
            {status.name} was not imported; nothing from it was kept.
          </p>
          {status.result.fileError ? <p className="mb-0">{status.result.fileError}</p> : null}
          {status.result.errors.length > 0 ? (
            <ul className="mb-0 ps-3">
              {status.result.errors.map((e) => (
                <li key={`${e.row}-${e.column}`}>
                  Row {e.row}, column {e.letter} ({e.column}): “{e.value}” {e.message}.
                </li>
              ))}
            </ul>
          ) : null}
          {status.result.preview.length > 0 ? <RejectedPreview result={status.result} /> : null}
        </Alert>
      ) : null}
      <h3 className="h6 mt-3">Imported rows</h3>
      {rows.length === 0 ? (
        <p className="text-body-secondary small mb-0" data-testid="import-empty">
          Nothing imported yet. Choose a file, or save the sample file and choose it.
        </p>
      ) : (
        <ProjectsTable rows={rows} caption="Imported projects" />
      )}
    </>
  );
}
