import { lazy, Suspense } from 'react';

// Loaded after the first paint to keep react-toastify (~9 KB gzip) out of the first load. Nothing is
// lost meanwhile: react-toastify queues toasts raised before a container exists and shows them once
// it mounts.
const ConfiguredToastContainer = lazy(() =>
  import('./ConfiguredToastContainer').then((module) => ({ default: module.ConfiguredToastContainer })),
);

/** Where `toast.success` / `toast.error` (imported from react-toastify by callers) appear: top right. */
export function ToastHost() {
  return (
    <Suspense fallback={null}>
      <ConfiguredToastContainer />
    </Suspense>
  );
}
