import { Button, OverlayTrigger, Popover } from 'react-bootstrap';
import { useDocumentDirection } from '../use-document-direction';

/**
 * Press a button to open its popover, press again (or click elsewhere, or Escape) to close it.
 * "Start" and "end" mirror in right to left.
 */
export function PopoverPlacements() {
  const isRtl = useDocumentDirection() === 'rtl';
  const placements = [
    { label: 'Top', placement: 'top' },
    { label: 'End', placement: isRtl ? 'left' : 'right' },
    { label: 'Bottom', placement: 'bottom' },
    { label: 'Start', placement: isRtl ? 'right' : 'left' },
  ] as const;

  return (
    <div className="demo-row justify-content-center py-4">
      {placements.map(({ label, placement }) => (
        <OverlayTrigger
          key={label}
          trigger="click"
          rootClose
          placement={placement}
          overlay={
            <Popover id={`popover-${label.toLowerCase()}`}>
              <Popover.Header as="h3">Popover at the {label.toLowerCase()}</Popover.Header>
              <Popover.Body>Ward totals are rounded to the nearest shilling.</Popover.Body>
            </Popover>
          }
        >
          <Button variant="outline-primary">Popover at the {label.toLowerCase()}</Button>
        </OverlayTrigger>
      ))}
    </div>
  );
}
