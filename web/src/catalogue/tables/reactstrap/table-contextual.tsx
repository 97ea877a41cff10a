import { Table } from 'react-bootstrap';
import { PROJECT_ROWS, type ProjectRow } from './table-data';

const ROW_VARIANT: Record<ProjectRow['state'], string> = {
  Completed: 'table-success',
  Ongoing: 'table-primary',
  Stalled: 'table-danger',
  Planned: 'table-secondary',
};

/**
 * Rows coloured by state (`table-success`, `table-danger`, …). The state is also written in
 * the row, so the colour is never the only sign.
 */
export function TableContextual() {
  return (
    <Table responsive className="mb-0">
      <thead>
        <tr>
          <th scope="col">Project</th>
          <th scope="col">State</th>
          <th scope="col" className="text-end">
            Progress
          </th>
        </tr>
      </thead>
      <tbody>
        {PROJECT_ROWS.map((row) => (
          <tr key={row.code} className={ROW_VARIANT[row.state]}>
            <td>{row.title}</td>
            <td>{row.state}</td>
            <td className="text-end">{row.progress}%</td>
          </tr>
        ))}
        <tr className="table-warning">
          <td>Kibwezi bridge (awaiting approval)</td>
          <td>Planned</td>
          <td className="text-end">0%</td>
        </tr>
        <tr className="table-info">
          <td>Mbooni feeder roads (tendering)</td>
          <td>Planned</td>
          <td className="text-end">0%</td>
        </tr>
      </tbody>
    </Table>
  );
}
