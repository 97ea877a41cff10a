import { useId, type ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';

interface SidePanelProps {
  show: boolean;
  onHide: () => void;
  /** The panel's heading, which also names it. */
  title: string;
  /** The close button's name. */
  closeLabel: string;
  className?: string;
  headerClassName?: string;
  placement?: 'start' | 'end';
  children: ReactNode;
}

/** A panel that slides in over the page to add or edit one item, with its heading and close button. */
export function SidePanel({
  show,
  onHide,
  title,
  closeLabel,
  className,
  headerClassName,
  placement = 'end',
  children,
}: SidePanelProps) {
  const titleId = useId();
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement={placement}
      className={className}
      aria-labelledby={titleId}
    >
      <Offcanvas.Header closeButton closeLabel={closeLabel} className={headerClassName}>
        <Offcanvas.Title as="h2" className="h5" id={titleId}>
          {title}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>{children}</Offcanvas.Body>
    </Offcanvas>
  );
}
