import { lazy, Suspense } from 'react';
import type { ServiceRequestDialogProps } from './ServiceRequestDialog';

const ServiceRequestDialog = lazy(() =>
  import('./ServiceRequestDialog').then((module) => ({ default: module.ServiceRequestDialog })),
);

/**
 * The service request dialog, its code fetched on the first 'Get Started' press (not with the
 * page): a service page ships none of it until a visitor asks. Same props as ServiceRequestDialog.
 */
export function LazyServiceRequestDialog(props: ServiceRequestDialogProps) {
  if (!props.intent) return null;
  return (
    <Suspense fallback={null}>
      <ServiceRequestDialog {...props} />
    </Suspense>
  );
}
