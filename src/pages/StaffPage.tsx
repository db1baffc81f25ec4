import { lazy, Suspense } from 'react';
import { PageFallback } from '../components/Spinner';
import type { PageMeta } from '../lib/seo';

/**
 * The agency's back office (docs/staff.md): rendered in the browser only (never prerendered), behind staff
 * sign-in, and never indexed.
 */
export const meta: PageMeta = {
  title: 'Back office | Lakeforge Digital',
  description: 'Lakeforge Digital staff: meetings and leads.',
  noindex: true,
};

/**
 * The back office and Firebase Auth load from here, not with the page module: the route table, which every
 * visitor's first load carries, then names one small chunk and nothing else.
 */
const StaffApp = lazy(() => import('../features/staff/StaffApp').then((module) => ({ default: module.StaffApp })));

export default function StaffPage() {
  return (
    <Suspense fallback={<PageFallback />}>
      <StaffApp />
    </Suspense>
  );
}
