import { lazy, Suspense } from 'react';
import { selectUser } from '@/features/auth/auth-slice';
import { withNamespaces } from '@/i18n';
import type { PageSlots, ProjectFeedbackProps, ProjectToolsProps } from '@/lib/page-slots';
import { useNearViewport } from '@/hooks/use-near-viewport';
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

const FeedbackSection = lazy(() =>
  withNamespaces(import('@/features/feedback/project-feedback'), ['feedback']),
);

/** Residents' feedback and the photos, loaded only once the visitor scrolls near them. */
function ProjectFeedback(props: ProjectFeedbackProps) {
  const [ref, near] = useNearViewport({ margin: '400px' });
  return (
    <div ref={ref} className="mt-3">
      {near ? (
        <Suspense fallback={null}>
          <FeedbackSection {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}

const DashboardFeedback = lazy(() =>
  withNamespaces(import('@/features/feedback/dashboard-figures'), ['feedback']),
);

function DashboardFeedbackSlot({ query }: { query: string }) {
  return (
    <Suspense fallback={null}>
      <DashboardFeedback query={query} />
    </Suspense>
  );
}

export const PAGE_SLOTS: PageSlots = {
  dashboardFeedback: DashboardFeedbackSlot,
  projectTools: ProjectTools,
  projectFeedback: ProjectFeedback,
};
