import { useId, type ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';

interface AppSidebarProps {
  /** Open as a drawer; only below the lg breakpoint (992 px), where the sidebar is one. */
  show: boolean;
  onHide: () => void;
  /** The drawer's heading, which also names it. */
  title: string;
  /** The drawer's close button's name. */
  closeLabel: string;
  /**
   * The app's own class, which sets the sidebar's width beside the content with the
   * `app-sidebar` mixin of styles/_app-sidebar.scss.
   */
  className: string;
  bodyClassName?: string;
  /** The content is still loading. */
  isBusy?: boolean;
  children: ReactNode;
}

/**
 * A sample app's sidebar: beside the app's content from 992 px, a drawer from the start edge
 * below that (the app's menu button opens it; Escape, the close button or the backdrop close it).
 */
export function AppSidebar({
  show,
  onHide,
  title,
  closeLabel,
  className,
  bodyClassName,
  isBusy = false,
  children,
}: AppSidebarProps) {
  const titleId = useId();
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      responsive="lg"
      placement="start"
      className={className}
      aria-labelledby={titleId}
    >
      <Offcanvas.Header closeButton closeLabel={closeLabel}>
        <Offcanvas.Title id={titleId} as="h2" className="h5">
          {title}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className={bodyClassName} aria-busy={isBusy || undefined}>
        {children}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
