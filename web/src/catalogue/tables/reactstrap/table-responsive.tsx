import { Table } from 'react-bootstrap';
import { PROJECT_ROWS, kes } from './table-data';

/**
 * Many columns: whenever the table is wider than its box, it scrolls sideways inside it, and
 * keyboard users can scroll it too since the box takes focus. (Bootstrap's per-breakpoint
 * variants, `table-responsive-lg` and the like, follow the window's width, not the box's: beside
 * the menu a wide window can still leave the box too narrow.)
 */
export function TableResponsive() {
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label="Projects, all columns">
      <Table className="mb-0 text-nowrap">
        <thead className="table-light">
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Project</th>
            <th scope="col">Ward</th>
            <th scope="col">State</th>
            <th scope="col" className="text-end">
              Budget
            </th>
            <th scope="col" className="text-end">
              Paid
            </th>
            <th scope="col" className="text-end">
              Progress
            </th>
            <th scope="col">Financial year</th>
          </tr>
        </thead>
        <tbody>
          {PROJECT_ROWS.map((row) => (
            <tr key={row.code}>
              <th scope="row">{row.code}</th>
              <td>{row.title}</td>
              <td>{row.ward}</td>
              <td>{row.state}</td>
              <td className="text-end">{kes(row.budget)}</td>
              <td className="text-end">{kes((row.budget * row.progress) / 100)}</td>
              <td className="text-end">{row.progress}%</td>
              <td>2024/25</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
