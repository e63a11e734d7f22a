export interface SpinnerProps {
  /** Read out by screen readers; not shown. */
  label?: string;
  size?: 'sm' | 'md';
  className?: string;
}

/** Bootstrap's spinner, announced politely as a status message. */
export function Spinner({ label = 'Loading…', size = 'md', className }: SpinnerProps) {
  const classes = ['spinner-border', size === 'sm' && 'spinner-border-sm', className].filter(Boolean).join(' ');
  return (
    <div className={classes} role="status">
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
