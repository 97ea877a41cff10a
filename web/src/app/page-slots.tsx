import { lazy, Suspense } from 'react';
import { selectUser } from '@/features/auth/auth-slice';
import { withNamespaces } from '@/i18n';
import type { PageSlots, ProjectToolsProps } from '@/lib/page-slots';
import { useAppSelector } from '@/lib/store/hooks';

const ProjectEditor = lazy(() =>
  withNamespaces(import('@/features/staff/project-editor'), ['staff']),
);

/** The staff's edit form, loaded only for someone signed in through the county's provider. */
function ProjectTools({ code }: ProjectToolsProps) {
  const user = useAppSelector(selectUser);
  if (user?.loggedInWith !== 'oidc') return null;
  return (
    <Suspense fallback={null}>
      <ProjectEditor code={code} />
    </Suspense>
  );
}

export const PAGE_SLOTS: PageSlots = { projectTools: ProjectTools };
