import { FolderOpen, House } from 'lucide-react';
import { Breadcrumb } from 'react-bootstrap';
import { Link } from 'react-router';

/** An icon for home, and the trail on a tinted bar. */
export function BreadcrumbsWithIcons() {
  return (
    <Breadcrumb
      label="Breadcrumb with icons"
      listProps={{ className: 'bg-body-tertiary rounded px-3 py-2 mb-0' }}
    >
      <Breadcrumb.Item
        linkAs={Link}
        linkProps={{ to: '/', className: 'd-inline-flex align-items-center gap-1' }}
      >
        <House size={16} aria-hidden="true" />
        Home
      </Breadcrumb.Item>
      <Breadcrumb.Item
        linkAs={Link}
        linkProps={{
          to: '/components/breadcrumbs',
          className: 'd-inline-flex align-items-center gap-1',
        }}
      >
        <FolderOpen size={16} aria-hidden="true" />
        Projects
      </Breadcrumb.Item>
      <Breadcrumb.Item active>Kathonzweni water pan</Breadcrumb.Item>
    </Breadcrumb>
  );
}
