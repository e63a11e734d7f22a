import { useState } from 'react';

/** Today's date as the screen opened: what its date rules (banners, overdue, periods) are worked out from. */
export function useToday(): Date {
  const [today] = useState(() => new Date());
  return today;
}
