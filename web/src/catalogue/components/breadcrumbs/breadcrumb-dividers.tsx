import type { CSSProperties } from 'react';
import { Breadcrumb } from 'react-bootstrap';
import { Link } from 'react-router';

// The divider is a CSS variable holding a quoted string.
const DIVIDERS: { name: string; style: CSSProperties; className?: string }[] = [
  { name: 'slash (default)', style: {} },
  // Chevrons point along the reading direction: the stylesheet turns them round in right to left.
  { name: 'chevron', style: {}, className: 'breadcrumb-chevron' },
  { name: 'dot', style: { '--bs-breadcrumb-divider': "'·'" } as CSSProperties },
  { name: 'none', style: { '--bs-breadcrumb-divider': "''" } as CSSProperties },
];

/** Other dividers between the items. */
export function BreadcrumbDividers() {
  return (
    <>
      {DIVIDERS.map((d) => (
        <Breadcrumb
          key={d.name}
          label={`Breadcrumb, ${d.name} divider`}
          style={d.style}
          className={d.className}
        >
          <Breadcrumb.Item linkAs={Link} linkProps={{ to: '/' }}>
            Home
          </Breadcrumb.Item>
          <Breadcrumb.Item linkAs={Link} linkProps={{ to: '/components/breadcrumbs' }}>
            Library
          </Breadcrumb.Item>
          <Breadcrumb.Item active>{d.name}</Breadcrumb.Item>
        </Breadcrumb>
      ))}
    </>
  );
}
