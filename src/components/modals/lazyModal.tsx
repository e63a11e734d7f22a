import { lazy, startTransition, useCallback, useOptimistic, useState, type ComponentType } from 'react';

// Modals whose code could not be fetched, each with the way to ask for it afresh.
const failedLoads = new Set<() => void>();

/**
 * A modal whose code (with the form libraries it brings: react-hook-form, yup, the date picker) is fetched
 * when it first opens, not with the page. Render it inside a ModalSlot (src/session/ModalSlot.tsx) and open
 * it with useModalOpening. A fetch that failed stays failed until its message is closed
 * (forgetFailedModalLoads); the next opening then asks again.
 */
export function lazyModal<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const make = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedLoads.add(renew);
          throw error;
        },
      ),
    );
  let loaded = make();
  const renew = () => {
    loaded = make();
  };
  function LazyModal(props: Props) {
    const Loaded = loaded;
    return <Loaded {...props} />;
  }
  /** Asks for the code ahead of a click (a pointer over the button that opens it, or focus on it). */
  LazyModal.preload = () => void load().catch(() => undefined);
  return LazyModal;
}

/** Once the message of a modal that could not be opened is closed: the next opening fetches its code afresh. */
export function forgetFailedModalLoads() {
  for (const renew of failedLoads) renew();
  failedLoads.clear();
}

/**
 * Which of a page's modals is open, opened as a transition: while its code (or the data it reads with
 * suspense) is on its way the page stays as it is, and `opening` names the modal asked for, so the button
 * that opens it shows at once that it is working. Focus goes into the modal when it opens, as it always has.
 */
export function useModalOpening<Dialog>() {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opening, setOpening] = useOptimistic<Dialog | null>(null);
  const open = useCallback(
    (next: Dialog) =>
      startTransition(() => {
        setOpening(next);
        setDialog(next);
      }),
    [setOpening],
  );
  const close = useCallback(() => setDialog(null), []);
  return { dialog, opening, open, close };
}
