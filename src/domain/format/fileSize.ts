import { roundHalfAwayFromZero } from '../rounding';

const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
const STEP = 1024;

/**
 * Spec §9: 1024-based units from Bytes to YB "with 2 decimals". We follow the common formatBytes idiom:
 * at most two decimals, trailing zeros dropped ('0 Bytes', '512 Bytes', '1 KB', '1.5 MB', '1.23 GB').
 * A value that rounds up to 1024 moves to the next unit ('1 MB', not '1024 KB'); beyond YB stays in YB.
 * Negative or non-finite sizes, which no file has, show as '0 Bytes'.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${UNITS[0]}`;
  let value = bytes;
  let unit = 0;
  // Dividing by a power of two is exact, unlike taking logarithms, so unit boundaries are never missed.
  while (unit < UNITS.length - 1 && roundHalfAwayFromZero(value, 2) >= STEP) {
    value /= STEP;
    unit += 1;
  }
  return `${roundHalfAwayFromZero(value, 2)} ${UNITS[unit]}`;
}
