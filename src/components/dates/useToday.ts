import { useState } from 'react';
import { londonToday } from '@/domain/londonToday';

/**
 * Today's date in Europe/London (as the API reads it: api/openapi.yaml, "Dates") as the screen opened: what its statuses, hints and date limits are worked out from. Held
 * for the screen's life, so a page left open past midnight does not change its rules under the person.
 */
export function useToday(): Date {
  const [today] = useState(() => londonToday());
  return today;
}
