import { useState } from 'react';

export const RENDER_ERROR_MESSAGE = 'Render error thrown on purpose from the developer test page';

/** Throws while rendering (not in the click handler, which boundaries don't catch) to prove the error boundary. */
export function RenderCrashButton() {
  const [shouldThrow, setShouldThrow] = useState(false);
  if (shouldThrow) throw new Error(RENDER_ERROR_MESSAGE);
  return (
    <button type="button" className="btn btn-outline-danger" onClick={() => setShouldThrow(true)}>
      Throw a render error
    </button>
  );
}
