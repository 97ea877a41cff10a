import type { ReactNode } from 'react';
import { Table } from 'react-bootstrap';
import { COLUMNS, type ProjectRow } from './sample-rows';

interface ProjectsTableProps {
  rows: readonly ProjectRow[];
  caption: string;
  /** A leading cell per row (a checkbox, say) and its heading. */
  lead?: { header: ReactNode; cell: (row: ProjectRow) => ReactNode };
  isSelected?: (row: ProjectRow) => boolean;
}

const NUMERIC = new Set<string>(['budget', 'progress']);

/** The project register as a Bootstrap table; numbers in full, grouped, at the end of the cell. */
export function ProjectsTable({ rows, caption, lead, isSelected }: ProjectsTableProps) {
  return (
    // Focusable, so a keyboard can scroll the table sideways on a narrow screen.
    <div className="table-responsive" tabIndex={0} role="region" aria-label={caption}>
      <Table size="sm" hover className="align-middle mb-0" data-testid="projects-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {lead ? <th scope="col">{lead.header}</th> : null}
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" className={NUMERIC.has(c.key) ? 'text-end' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.code} className={isSelected?.(r) ? 'table-active' : undefined}>
              {lead ? <td>{lead.cell(r)}</td> : null}
              {COLUMNS.map((c) => (
                <td
                  key={c.key}
                  data-col={c.key}
                  className={
                    NUMERIC.has(c.key)
                      ? 'text-end font-monospace'
                      : c.key === 'code'
                        ? 'text-nowrap'
                        : undefined
                  }
                >
                  {c.key === 'budget' ? r.budget.toLocaleString('en-US') : r[c.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
