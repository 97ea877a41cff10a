import { Breadcrumb } from 'react-bootstrap';
import { Link } from 'react-router';

/**
 * Where the page sits in the portal. Links go through the router (linkAs), and the last item is
 * the current page (active: no link, aria-current="page").
 */
export function BasicBreadcrumbs() {
  return (
    <>
      <Breadcrumb label="Breadcrumb: one level">
        <Breadcrumb.Item active>Home</Breadcrumb.Item>
      </Breadcrumb>
      <Breadcrumb label="Breadcrumb: two levels">
        <Breadcrumb.Item linkAs={Link} linkProps={{ to: '/' }}>
          Home
        </Breadcrumb.Item>
        <Breadcrumb.Item active>Components</Breadcrumb.Item>
      </Breadcrumb>
      <Breadcrumb label="Breadcrumb: three levels" className="mb-n3">
        <Breadcrumb.Item linkAs={Link} linkProps={{ to: '/' }}>
          Home
        </Breadcrumb.Item>
        <Breadcrumb.Item linkAs={Link} linkProps={{ to: '/components/breadcrumbs' }}>
          Components
        </Breadcrumb.Item>
        <Breadcrumb.Item active>Breadcrumbs</Breadcrumb.Item>
      </Breadcrumb>
    </>
  );
}
