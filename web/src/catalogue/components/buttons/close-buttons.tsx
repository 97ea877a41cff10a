import { CloseButton } from 'react-bootstrap';

/**
 * The close button of alerts, dialogs and toasts, on its own: default, disabled, and the white
 * one for dark backgrounds. Each needs an accessible name saying what it closes.
 */
export function CloseButtons() {
  return (
    <div className="demo-row gap-4">
      <CloseButton aria-label="Close the notice" />
      <CloseButton aria-label="Close the notice (disabled)" disabled />
      <div className="bg-dark rounded p-2 d-flex gap-3">
        <CloseButton variant="white" aria-label="Close the dark panel" />
        <CloseButton variant="white" aria-label="Close the dark panel (disabled)" disabled />
      </div>
    </div>
  );
}
