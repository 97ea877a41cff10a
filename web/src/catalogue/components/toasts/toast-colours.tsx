import { Toast } from 'react-bootstrap';

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

/** Toasts in the theme colours; light takes dark text, the others white. */
export function ToastColours() {
  return (
    <div className="d-flex flex-wrap gap-3">
      {VARIANTS.map((v) => (
        <Toast key={v} bg={v}>
          <Toast.Header closeButton={false}>
            <strong className="me-auto text-capitalize">{v}</strong>
          </Toast.Header>
          <Toast.Body className={v === 'light' ? 'text-dark' : 'text-white'}>
            A {v} toast.
          </Toast.Body>
        </Toast>
      ))}
    </div>
  );
}
