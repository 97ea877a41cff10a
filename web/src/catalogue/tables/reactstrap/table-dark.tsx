import { Table } from 'react-bootstrap';
import { PROJECT_ROWS } from './table-data';

/** A dark table (`variant="dark"`) and a table with a dark header only, in either theme. */
export function TableDark() {
  return (
    <div className="row g-3">
      <div className="col-12 col-xl-6">
        <Table variant="dark" striped responsive className="mb-0">
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Ward</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {PROJECT_ROWS.slice(0, 3).map((row) => (
              <tr key={row.code}>
                <td className="text-nowrap">{row.code}</td>
                <td>{row.ward}</td>
                <td>{row.state}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      <div className="col-12 col-xl-6">
        <Table responsive className="mb-0">
          <thead className="table-dark">
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Ward</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {PROJECT_ROWS.slice(0, 3).map((row) => (
              <tr key={row.code}>
                <td className="text-nowrap">{row.code}</td>
                <td>{row.ward}</td>
                <td>{row.state}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </div>
  );
}
