import type { SchemeType } from '@/domain/rewards/schemes';
import { pathTo } from '@/config/paths';

/** Each programme's period page (its route row), so links never spell a path. */
export function periodPagePath(schemeType: SchemeType, periodId: string): string {
  switch (schemeType) {
    case 'biopak':
      return pathTo('bioPakPeriod', { periodId });
    case 'calor':
      return pathTo('calorPeriod', { periodId });
    case 'nisbets':
      return pathTo('nisbetsPeriod', { periodId });
    case 'booker':
      return pathTo('bookerPeriod', { periodId });
  }
}

/** Each programme's periods list. */
export function periodsPagePath(schemeType: SchemeType): string {
  switch (schemeType) {
    case 'biopak':
      return pathTo('bioPakPeriods');
    case 'calor':
      return pathTo('calorPeriods');
    case 'nisbets':
      return pathTo('nisbetsPeriods');
    case 'booker':
      return pathTo('bookerPeriods');
  }
}
