import { Form, Table } from 'react-bootstrap';
import { useId, useState } from 'react';
import { PROJECT_ROWS } from './table-data';

/** Striped, bordered, borderless, hover and small: switch them on and off to compare. */
export function TableVariants() {
  const id = useId();
  const [options, setOptions] = useState({
    striped: true,
    bordered: false,
    borderless: false,
    hover: true,
    small: false,
  });
  const toggle = (key: keyof typeof options) =>
    setOptions((prev) => ({ ...prev, [key]: !prev[key] }));

  return (
    <>
      <div className="demo-row gap-3 mb-3">
        {(Object.keys(options) as (keyof typeof options)[]).map((key) => (
          <Form.Check
            key={key}
            type="switch"
            id={`${id}-${key}`}
            label={key}
            className="text-capitalize"
            checked={options[key]}
            onChange={() => toggle(key)}
          />
        ))}
      </div>
      <Table
        responsive
        striped={options.striped}
        bordered={options.bordered}
        borderless={options.borderless}
        hover={options.hover}
        size={options.small ? 'sm' : undefined}
        className="mb-0"
      >
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Project</th>
            <th scope="col">Ward</th>
            <th scope="col" className="text-end">
              Progress
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
              <td className="text-end">{row.progress}%</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
