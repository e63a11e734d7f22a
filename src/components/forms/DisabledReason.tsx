/**
 * Why a button is disabled, in words beside it, tied to it with aria-describedby (GOV.UK hint text): a
 * greyed-out Save with no reason leaves people guessing. Rendered only while the button is disabled.
 */
export function DisabledReason({ id, children, className = '' }: { id: string; children: string; className?: string }) {
  return (
    <p id={id} className={`form-text my-0 ${className}`.trim()}>
      {children}
    </p>
  );
}
