import { inTheirWords, type RefusalMessages } from '@/domain/refusal';

/**
 * Why a change to a programme's periods was refused, by code (api/areas/programme-staff.yaml). The server's
 * sentences name the period, its state and dates, or how much can be taken off, so most are said as they come.
 */
export const PERIOD_REFUSALS: RefusalMessages = {
  'wrong-period-state': inTheirWords,
  'period-not-started': inTheirWords,
  'claims-waiting': inTheirWords,
  'period-overlaps': inTheirWords,
  'period-name-taken': inTheirWords,
  'period-dates-reversed': 'The last day must be on or after the first day.',
  'not-programme-member': inTheirWords,
  'cashback-below-zero': inTheirWords,
};
