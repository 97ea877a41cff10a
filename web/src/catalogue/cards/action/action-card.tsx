import { ChevronDown, GripVertical, RotateCw, X } from 'lucide-react';
import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Button, Card, Collapse, Spinner } from 'react-bootstrap';

/** The drag handle's props, from dnd-kit's useSortable (listeners and attributes). */
export type DragHandleProps = HTMLAttributes<HTMLButtonElement>;

export interface ActionCardProps {
  title: string;
  children: ReactNode;
  /** Shows the collapse button. */
  collapsible?: boolean;
  /** Shows the refresh button; the card is busy until the promise settles. */
  onRefresh?: () => Promise<void>;
  /** Shows the remove button. */
  onRemove?: () => void;
  /** Shows a drag handle with these props (keyboard: Space to lift, arrows to move). */
  dragHandle?: DragHandleProps;
  className?: string;
}

/**
 * A card with actions in its header: collapse its body, refresh it (a spinner covers the body
 * while it loads), remove it, and a handle to drag it elsewhere. Every action is a named button.
 */
export function ActionCard({
  title,
  children,
  collapsible = false,
  onRefresh,
  onRemove,
  dragHandle,
  className = '',
}: ActionCardProps) {
  const [open, setOpen] = useState(true);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const bodyId = useId();
  const titleId = useId();

  const handleRefresh = () => {
    if (!onRefresh || loading) return;
    setLoading(true);
    setFailed(false);
    onRefresh()
      .catch(() => setFailed(true))
      .finally(() => setLoading(false));
  };

  return (
    <Card className={`action-card h-100 ${className}`} aria-labelledby={titleId} as="section">
      <Card.Header className="d-flex align-items-center gap-1">
        {dragHandle ? (
          <button
            type="button"
            className="btn-icon action-card-handle"
            aria-label={`Move ${title}`}
            {...dragHandle}
          >
            <GripVertical size={16} aria-hidden="true" />
          </button>
        ) : null}
        <h3 id={titleId} className="h6 mb-0 me-auto text-truncate">
          {title}
        </h3>
        {collapsible ? (
          <button
            type="button"
            className="btn-icon"
            aria-expanded={open}
            aria-controls={bodyId}
            aria-label={open ? `Collapse ${title}` : `Expand ${title}`}
            onClick={() => setOpen((v) => !v)}
          >
            <ChevronDown
              size={16}
              aria-hidden="true"
              className={`action-card-chevron${open ? '' : ' is-closed'}`}
            />
          </button>
        ) : null}
        {onRefresh ? (
          <button
            type="button"
            className="btn-icon"
            aria-label={`Refresh ${title}`}
            disabled={loading}
            onClick={handleRefresh}
          >
            <RotateCw size={16} aria-hidden="true" />
          </button>
        ) : null}
        {onRemove ? (
          <button
            type="button"
            className="btn-icon"
            aria-label={`Remove ${title}`}
            onClick={onRemove}
          >
            <X size={16} aria-hidden="true" />
          </button>
        ) : null}
      </Card.Header>
      <Collapse in={open}>
        <div id={bodyId}>
          <Card.Body className="position-relative" aria-busy={loading}>
            <div className={loading ? 'opacity-25' : undefined}>{children}</div>
            {failed ? (
              <p className="text-danger-emphasis small mt-2 mb-0" role="alert">
                Could not refresh.{' '}
                <Button
                  variant="link"
                  size="sm"
                  className="p-0 align-baseline"
                  onClick={handleRefresh}
                >
                  Try again
                </Button>
              </p>
            ) : null}
            {loading ? (
              <div
                className="position-absolute top-0 start-0 w-100 h-100 d-flex align-items-center justify-content-center"
                role="status"
              >
                <Spinner animation="border" variant="primary" aria-hidden="true" />
                <span className="visually-hidden">Refreshing {title}</span>
              </div>
            ) : null}
          </Card.Body>
        </div>
      </Collapse>
    </Card>
  );
}
