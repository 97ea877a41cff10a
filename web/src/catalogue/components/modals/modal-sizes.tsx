import { useState } from 'react';
import { Button, Modal, type ModalProps } from 'react-bootstrap';

interface Option {
  label: string;
  size?: ModalProps['size'];
  fullscreen?: ModalProps['fullscreen'];
}

const OPTIONS: Option[] = [
  { label: 'Small', size: 'sm' },
  { label: 'Default' },
  { label: 'Large', size: 'lg' },
  { label: 'Extra large', size: 'xl' },
  { label: 'Full screen', fullscreen: true },
  { label: 'Full screen below md', fullscreen: 'md-down' },
];

/** Widths from small to extra large, and full screen (always, or on small screens only). */
export function ModalSizes() {
  const [open, setOpen] = useState<Option | null>(null);

  return (
    <>
      <div className="demo-row">
        {OPTIONS.map((o) => (
          <Button key={o.label} variant="outline-primary" onClick={() => setOpen(o)}>
            {o.label}
          </Button>
        ))}
      </div>
      <Modal
        show={open !== null}
        onHide={() => setOpen(null)}
        size={open?.size}
        fullscreen={open?.fullscreen}
        aria-labelledby="size-modal-title"
      >
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="size-modal-title">{open?.label} dialog</Modal.Title>
        </Modal.Header>
        <Modal.Body>Press Escape or the close button to close it.</Modal.Body>
      </Modal>
    </>
  );
}
