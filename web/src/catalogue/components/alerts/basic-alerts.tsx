import { Alert } from 'react-bootstrap';

const VARIANTS = [
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
  'light',
  'dark',
] as const;

/** One alert in each theme colour, with a link styled to match. */
export function BasicAlerts() {
  return (
    <>
      {VARIANTS.map((variant) => (
        <Alert key={variant} variant={variant}>
          A {variant} alert: the ward budget figures were updated.{' '}
          <Alert.Link href="#basic">See what changed</Alert.Link>.
        </Alert>
      ))}
    </>
  );
}
