import { useEffect, useState } from 'react';
import { Button, ProgressBar } from 'react-bootstrap';

/** A bar that follows a running task (an upload, pretended here), then says it is done. */
export function LiveProgress() {
  const [value, setValue] = useState<number | null>(null);
  const running = value !== null && value < 100;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setValue((v) => Math.min((v ?? 0) + 10, 100)), 300);
    return () => window.clearTimeout(timer);
  }, [running, value]);

  return (
    <>
      <Button className="mb-3" onClick={() => setValue(0)} disabled={running}>
        {value === null ? 'Upload the report' : running ? 'Uploading…' : 'Upload again'}
      </Button>
      <ProgressBar>
        <ProgressBar
          now={value ?? 0}
          label={`${value ?? 0}%`}
          variant={value === 100 ? 'success' : 'primary'}
          striped={running}
          animated={running}
          aria-label="Upload"
        />
      </ProgressBar>
      <p className="mt-2 mb-0" role="status">
        {value === 100 ? 'Upload finished.' : ''}
      </p>
    </>
  );
}
