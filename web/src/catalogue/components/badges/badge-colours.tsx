import { Badge } from 'react-bootstrap';

const SOLID = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const;
const SUBTLE = [
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
  'light',
  'dark',
] as const;

/**
 * Solid badges in each theme colour (light takes dark text), and subtle ones: a pale
 * background with the colour's strong text tone, which adapts to dark mode.
 */
export function BadgeColours() {
  return (
    <>
      <div className="demo-row mb-3">
        {SOLID.map((c) => (
          <Badge key={c} bg={c} className="text-capitalize">
            {c}
          </Badge>
        ))}
        <Badge bg="light" text="dark" className="border">
          Light
        </Badge>
      </div>
      <div className="demo-row">
        {SUBTLE.map((c) => (
          <Badge
            key={c}
            bg=""
            className={`bg-${c}-subtle text-${c}-emphasis border border-${c}-subtle text-capitalize`}
          >
            {c}
          </Badge>
        ))}
      </div>
    </>
  );
}
