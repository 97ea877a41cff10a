import { Button, ButtonGroup } from 'react-bootstrap';
import { toast, type ToastPosition } from 'react-toastify';

const POSITIONS: ToastPosition[] = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
];

/** The five kinds: default, info, success, warning and error. */
export function ToastTypes() {
  return (
    <div className="d-flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => toast('Report saved as a draft.')}>
        Default
      </Button>
      <Button variant="info" onClick={() => toast.info('2 new projects in Kibwezi West.')}>
        Info
      </Button>
      <Button variant="success" onClick={() => toast.success('Ward data imported.')}>
        Success
      </Button>
      <Button variant="warning" onClick={() => toast.warning('Budget above the ward ceiling.')}>
        Warning
      </Button>
      <Button variant="danger" onClick={() => toast.error('The upload failed; try again.')}>
        Error
      </Button>
    </div>
  );
}

/** Each toast names where it appears; the container follows the page direction. */
export function ToastPositions() {
  return (
    <ButtonGroup className="flex-wrap" aria-label="Toast positions">
      {POSITIONS.map((p) => (
        <Button
          key={p}
          variant="outline-primary"
          onClick={() => toast(`Shown ${p.replace('-', ' ')}`, { position: p })}
        >
          {p}
        </Button>
      ))}
    </ButtonGroup>
  );
}

/** A timed toast's bar, a toast whose progress the page drives, and a promise's loading toast. */
export function ToastProgress() {
  const upload = () => {
    const id = toast.info('Uploading ward boundaries… 0%', { progress: 0, autoClose: false });
    let done = 0;
    const timer = window.setInterval(() => {
      done = Math.min(1, done + 0.2);
      toast.update(id, {
        render: `Uploading ward boundaries… ${Math.round(done * 100)}%`,
        progress: done,
      });
      if (done >= 1) {
        window.clearInterval(timer);
        toast.update(id, {
          render: 'Upload complete.',
          type: 'success',
          progress: undefined,
          autoClose: 3000,
        });
      }
    }, 600);
  };
  const promise = () =>
    void toast.promise(new Promise((resolve) => window.setTimeout(resolve, 2000)), {
      pending: 'Checking the register…',
      success: 'The register is consistent.',
      error: 'The check failed.',
    });
  return (
    <div className="d-flex flex-wrap gap-2">
      <Button onClick={() => toast('Closes in 8 seconds; hover to pause.', { autoClose: 8000 })}>
        Timed with bar
      </Button>
      <Button variant="outline-primary" onClick={upload}>
        Driven progress
      </Button>
      <Button variant="outline-primary" onClick={promise}>
        Promise
      </Button>
      <Button
        variant="outline-secondary"
        onClick={() => toast('Stays until closed.', { autoClose: false })}
      >
        Sticky
      </Button>
    </div>
  );
}

/** Several at once: the container stacks them (hover to fan them out) and one button clears all. */
export function ToastStacking() {
  const burst = () =>
    ['Mbooni', 'Kilome', 'Kaiti', 'Makueni', 'Kibwezi West'].forEach((s, i) =>
      window.setTimeout(() => toast(`${s}: report ready`), i * 150),
    );
  return (
    <div className="d-flex flex-wrap gap-2">
      <Button onClick={burst}>Show five</Button>
      <Button variant="outline-secondary" onClick={() => toast.dismiss()}>
        Dismiss all
      </Button>
    </div>
  );
}
