export interface LoadingStateProps {
  /** Shown under the spinner, e.g. "Loading your claims…". Without it screen readers hear "Loading…". */
  label?: string;
}

/** A page or panel that is waiting for its data. */
export function LoadingState({ label }: LoadingStateProps) {
  return (
    <div className="d-flex flex-column align-items-center justify-content-center gap-3 py-5 text-center" role="status">
      <div className="spinner-border" aria-hidden="true" />
      {label ? <p className="mb-0">{label}</p> : <span className="visually-hidden">Loading…</span>}
    </div>
  );
}
