import { Download, Info } from 'lucide-react';
import { Button, OverlayTrigger, Tooltip } from 'react-bootstrap';

/**
 * Tooltips on a link, on an icon-only button (its aria-label stays its name: the tooltip only
 * adds a description) and on a disabled button, which cannot take the focus itself, so a
 * focusable wrapper carries the tooltip.
 */
export function TooltipTargets() {
  return (
    <div className="demo-row">
      <p className="mb-0">
        Figures follow the{' '}
        <OverlayTrigger
          overlay={
            <Tooltip id="tooltip-ifmis">Integrated Financial Management Information System</Tooltip>
          }
        >
          <a href="#targets" className="text-decoration-underline">
            IFMIS
          </a>
        </OverlayTrigger>{' '}
        records.
      </p>
      <OverlayTrigger overlay={<Tooltip id="tooltip-download">Download as CSV (2 MB)</Tooltip>}>
        <Button variant="outline-primary" aria-label="Download">
          <Download size={16} aria-hidden="true" />
        </Button>
      </OverlayTrigger>
      <OverlayTrigger overlay={<Tooltip id="tooltip-info">Updated every Monday</Tooltip>}>
        <Button variant="link" className="p-1" aria-label="When is this updated?">
          <Info size={18} aria-hidden="true" />
        </Button>
      </OverlayTrigger>
      <OverlayTrigger overlay={<Tooltip id="tooltip-disabled">Sign in to publish</Tooltip>}>
        <span className="d-inline-block" tabIndex={0}>
          <Button disabled style={{ pointerEvents: 'none' }}>
            Publish
          </Button>
        </span>
      </OverlayTrigger>
    </div>
  );
}
