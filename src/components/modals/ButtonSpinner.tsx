/** The small spinner inside a working button; the button's text says what is happening. */
export function ButtonSpinner() {
  return <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />;
}
