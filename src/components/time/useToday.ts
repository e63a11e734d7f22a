import { useState } from 'react';

/** Today's date as the screen opened: what statuses, hints and date limits on it are worked out from. */
export function useToday(): Date {
  const [today] = useState(() => new Date());
  return today;
}
