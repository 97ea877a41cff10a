import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { Alert } from 'react-bootstrap';

const ITEMS: { variant: string; icon: LucideIcon; text: string }[] = [
  { variant: 'success', icon: CircleCheck, text: 'The project was marked complete.' },
  { variant: 'info', icon: Info, text: 'Data changes every Monday at 06:00.' },
  { variant: 'warning', icon: TriangleAlert, text: 'Two contracts are past their end date.' },
  { variant: 'danger', icon: CircleX, text: 'The upload was refused: the file is empty.' },
];

/** An icon leads the message; it is decorative, the text carries the meaning. */
export function AlertsWithIcons() {
  return (
    <>
      {ITEMS.map(({ variant, icon: Icon, text }) => (
        <Alert key={variant} variant={variant} className="d-flex align-items-center gap-2">
          <Icon size={18} aria-hidden="true" className="flex-shrink-0" />
          <span>{text}</span>
        </Alert>
      ))}
    </>
  );
}
