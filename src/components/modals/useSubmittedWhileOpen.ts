import { useState } from 'react';

/** Whether the form in a modal has been submitted (was working) since the modal last opened. */
export function useSubmittedWhileOpen(isOpen: boolean, isWorking: boolean): boolean {
  const [wasOpen, setWasOpen] = useState(isOpen);
  const [submitted, setSubmitted] = useState(false);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setSubmitted(false);
  }
  if (isOpen && isWorking && !submitted) setSubmitted(true);
  return submitted;
}
