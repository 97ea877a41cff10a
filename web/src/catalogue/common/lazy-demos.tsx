import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonLines } from '@/components/skeletons';
import { useAfterPaint } from '@/hooks/use-after-paint';

/**
 * The demos of a page whose library is heavy (`children`: the lazy module that holds them), asked
 * for once the page's title and intro are on the screen, so the frame never waits for the
 * library. A card-shaped placeholder holds the first demo's place meanwhile.
 */
export function LazyDemos({ children }: { children: ReactNode }) {
  const { t } = useTranslation('catalogue');
  const painted = useAfterPaint();
  const placeholder = (
    <section
      className="card demo-card"
      role="status"
      aria-busy="true"
      aria-label={t('loadingDemos')}
    >
      <div className="card-body">
        <SkeletonLines lines={6} />
      </div>
    </section>
  );
  return painted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
