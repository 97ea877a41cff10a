import { useState } from 'react';
import { Button, OverlayTrigger, Tooltip } from 'react-bootstrap';

/** Formatted content, a delay before showing, and a tooltip that updates (copy feedback). */
export function TooltipContent() {
  const [copied, setCopied] = useState(false);

  return (
    <div className="demo-row">
      <OverlayTrigger
        overlay={
          <Tooltip id="tooltip-html">
            <strong>Stalled</strong>: no work for <em>six months</em>
          </Tooltip>
        }
      >
        <Button variant="warning">Formatted</Button>
      </OverlayTrigger>
      <OverlayTrigger
        delay={{ show: 500, hide: 100 }}
        overlay={<Tooltip id="tooltip-delay">Shown after half a second</Tooltip>}
      >
        <Button variant="info">With a delay</Button>
      </OverlayTrigger>
      <OverlayTrigger
        overlay={
          <Tooltip id="tooltip-copy">{copied ? 'Copied!' : 'Copy the project code'}</Tooltip>
        }
        onToggle={(show) => !show && setCopied(false)}
      >
        <Button variant="dark" onClick={() => setCopied(true)}>
          MK-2026-0142
        </Button>
      </OverlayTrigger>
    </div>
  );
}
