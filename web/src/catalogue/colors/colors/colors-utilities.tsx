import { Table } from 'react-bootstrap';
import { THEME_COLORS } from './colors-data';

/**
 * The text and background classes of every theme colour, side by side. `.text-bg-*` picks a
 * readable text colour for its background; `.text-*-emphasis` on `.bg-*-subtle` reads in both
 * modes.
 */
export function ColorsUtilities() {
  return (
    <Table responsive bordered className="align-middle mb-0">
      <thead>
        <tr>
          <th scope="col">Colour</th>
          <th scope="col">.text-bg-*</th>
          <th scope="col">.bg-*-subtle with .text-*-emphasis</th>
          <th scope="col">.border-*</th>
        </tr>
      </thead>
      <tbody>
        {THEME_COLORS.map((c) => (
          <tr key={c}>
            <th scope="row" className="text-capitalize fw-semibold">
              {c}
            </th>
            <td>
              <span className={`text-bg-${c} d-inline-block rounded px-2 py-1`}>.text-bg-{c}</span>
            </td>
            <td>
              <span
                className={`bg-${c}-subtle text-${c}-emphasis d-inline-block rounded px-2 py-1`}
              >
                .bg-{c}-subtle
              </span>
            </td>
            <td>
              <span className={`border border-2 border-${c} d-inline-block rounded px-2 py-1`}>
                .border-{c}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
