import { Badge } from 'react-bootstrap';

const LEVELS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** A badge scales with the text around it. (Shown as paragraphs styled as headings.) */
export function BadgeHeadings() {
  return (
    <>
      {LEVELS.map((level) => (
        <p key={level} className={level}>
          Ward reports <Badge bg="secondary">New</Badge>
        </p>
      ))}
    </>
  );
}
