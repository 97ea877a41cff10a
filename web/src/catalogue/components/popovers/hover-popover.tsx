import { Button, OverlayTrigger, Popover } from 'react-bootstrap';

/** A popover on hover and focus, like a richer tooltip, and one with a body only. */
export function HoverPopover() {
  return (
    <div className="demo-row">
      <OverlayTrigger
        trigger={['hover', 'focus']}
        placement="bottom"
        overlay={
          <Popover id="popover-hover">
            <Popover.Header as="h3">Kilungu ward</Popover.Header>
            <Popover.Body>
              <strong>46</strong> projects, <strong>31</strong> complete.
            </Popover.Body>
          </Popover>
        }
      >
        <Button variant="secondary">Hover or focus me</Button>
      </OverlayTrigger>
      <OverlayTrigger
        trigger={['hover', 'focus']}
        placement="bottom"
        overlay={
          <Popover id="popover-body-only">
            <Popover.Body>No header, just a note.</Popover.Body>
          </Popover>
        }
      >
        <Button variant="outline-secondary">Body only</Button>
      </OverlayTrigger>
    </div>
  );
}
