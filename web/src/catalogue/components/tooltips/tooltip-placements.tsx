import { Button, OverlayTrigger, Tooltip } from 'react-bootstrap';
import { useDocumentDirection } from '../use-document-direction';

/**
 * Above, below, at the start and at the end of the button. Placements are physical (left and
 * right), so "start" and "end" are worked out from the page's direction and mirror in right
 * to left. Hover or focus a button to see its tooltip.
 */
export function TooltipPlacements() {
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
          placement={placement}
          overlay={
            <Tooltip id={`tooltip-${label.toLowerCase()}`}>
              Tooltip at the {label.toLowerCase()}
            </Tooltip>
          }
        >
          <Button variant="secondary">Tooltip at the {label.toLowerCase()}</Button>
        </OverlayTrigger>
      ))}
    </div>
  );
}
