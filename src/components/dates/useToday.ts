import { useState } from 'react';

/**
 * Today's date as the screen opened: what its statuses, hints and date limits are worked out from. Held
 * for the screen's life, so a page left open past midnight does not change its rules under the person.
 */
export function useToday(): Date {
  const [today] = useState(() => new Date());
  return today;
}
