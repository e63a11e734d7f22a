import { useState } from 'react';

/** Today's date as the screen opened: what the screen's date rules and statuses are worked out from. */
export function useToday(): Date {
  const [today] = useState(() => new Date());
  return today;
}
