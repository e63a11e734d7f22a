import type { ReactNode } from 'react';

/** Why a draft was not saved: the save failed, or the draft is larger than the API takes (the words why). */
export type SaveProblem = { kind: 'failed' } | { kind: 'tooLarge'; message: string };

/** A draft that was not saved: says why, and that what was typed is still here (the form is never cleared). */
export function SaveFailedAlert({ problem = { kind: 'failed' }, children }: { problem?: SaveProblem; children?: ReactNode }) {
  return (
    <div className="alert alert-danger" role="alert">
      <h3 className="h6 alert-heading">{problem.kind === 'tooLarge' ? 'Your answers are too large to save' : 'Your answers could not be saved'}</h3>
      <p className="mb-0">
        {problem.kind === 'tooLarge' ? `${problem.message} ` : ''}Nothing you typed has been lost: it is still on this page.
        {problem.kind === 'failed' ? ' Check your connection and try again.' : ''}
      </p>
      {children}
    </div>
  );
}
