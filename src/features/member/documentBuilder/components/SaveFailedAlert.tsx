import type { ReactNode } from 'react';

/** A failed draft save: says so, and that what was typed is still here (the form is never cleared). */
export function SaveFailedAlert({ children }: { children?: ReactNode }) {
  return (
    <div className="alert alert-danger" role="alert">
      <h3 className="h6 alert-heading">Your answers could not be saved</h3>
      <p className="mb-0">Nothing you typed has been lost: it is still on this page. Check your connection and try again.</p>
      {children}
    </div>
  );
}
