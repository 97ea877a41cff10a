import { Alert } from 'react-bootstrap';

/** Longer content: a heading, paragraphs and a rule. */
export function AlertsWithHeading() {
  return (
    <Alert variant="success" className="mb-0">
      <Alert.Heading as="h3" className="h5">
        Import finished
      </Alert.Heading>
      <p>
        1,284 projects were read from the county&apos;s spreadsheet. Every ward total matches the
        budget book, and the changes are live on the dashboard.
      </p>
      <hr />
      <p className="mb-0">Three rows were skipped because their ward name was blank.</p>
    </Alert>
  );
}
