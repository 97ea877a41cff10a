import { Table } from 'react-bootstrap';
import { PROJECT_ROWS, kes } from './table-data';

/** A plain table with a caption and column headers; numbers align to the end. */
export function TableBasic() {
  return (
    <Table responsive className="mb-0">
      <caption>Five county projects (sample data)</caption>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Project</th>
          <th scope="col">Ward</th>
          <th scope="col" className="text-end">
            Budget
          </th>
        </tr>
      </thead>
      <tbody>
        {PROJECT_ROWS.map((row) => (
          <tr key={row.code}>
            <th scope="row" className="text-nowrap">
              {row.code}
            </th>
            <td>{row.title}</td>
            <td>{row.ward}</td>
            <td className="text-end text-nowrap">{kes(row.budget)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
