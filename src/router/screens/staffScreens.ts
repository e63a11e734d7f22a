import { periodPageData, periodsPageData } from '@/features/staff/periods/periodsPageData';
import { signupsPageData } from '@/features/staff/signups/signupsPageData';
import { calorClaimsPageData, claimsAuditPageData } from '@/features/staff/claims/claimsPageData';
import { defaultFoodSafetyPageData } from '@/features/staff/defaultDocuments/defaultDocumentsPageData';
import { bacsFilesPageData } from '@/features/staff/finance/financePageData';
import { unitsOverviewPageData } from '@/features/staff/unitsOverview/unitsOverviewPageData';
import type { AreaPage } from './screenArea';

/** The programme staff's and administrators' screens and data modules by route id: a chunk that loads with the first of them (see ./screenArea.ts). */
export const staffScreens = {
  unitsOverview: { data: unitsOverviewPageData, screen: () => import('@/features/staff/unitsOverview/UnitsOverviewPage').then((m) => m.UnitsOverviewPage) },
  bioPakPeriods: { data: periodsPageData('biopak'), screen: () => import('@/features/staff/periods/PeriodsPage').then((m) => m.periodsScreen('biopak')) },
  bioPakPeriod: { data: periodPageData('biopak'), screen: () => import('@/features/staff/periods/PeriodPage').then((m) => m.periodScreen('biopak')) },
  bioPakSignups: { data: signupsPageData('biopak'), screen: () => import('@/features/staff/signups/SignupsPage').then((m) => m.signupsScreen('biopak')) },
  bookerPeriods: { data: periodsPageData('booker'), screen: () => import('@/features/staff/periods/PeriodsPage').then((m) => m.periodsScreen('booker')) },
  bookerPeriod: { data: periodPageData('booker'), screen: () => import('@/features/staff/periods/PeriodPage').then((m) => m.periodScreen('booker')) },
  bookerSignups: { data: signupsPageData('booker'), screen: () => import('@/features/staff/signups/SignupsPage').then((m) => m.signupsScreen('booker')) },
  calorPeriods: { data: periodsPageData('calor'), screen: () => import('@/features/staff/periods/PeriodsPage').then((m) => m.periodsScreen('calor')) },
  calorPeriod: { data: periodPageData('calor'), screen: () => import('@/features/staff/periods/PeriodPage').then((m) => m.periodScreen('calor')) },
  calorSignups: { data: signupsPageData('calor'), screen: () => import('@/features/staff/signups/SignupsPage').then((m) => m.signupsScreen('calor')) },
  calorClaimsReview: { data: calorClaimsPageData, screen: () => import('@/features/staff/claims/CalorClaimsPage').then((m) => m.CalorClaimsPage) },
  calorClaimsAudit: { data: claimsAuditPageData, screen: () => import('@/features/staff/claims/ClaimsAuditPage').then((m) => m.ClaimsAuditPage) },
  nisbetsPeriods: { data: periodsPageData('nisbets'), screen: () => import('@/features/staff/periods/PeriodsPage').then((m) => m.periodsScreen('nisbets')) },
  nisbetsPeriod: { data: periodPageData('nisbets'), screen: () => import('@/features/staff/periods/PeriodPage').then((m) => m.periodScreen('nisbets')) },
  nisbetsSignups: { data: signupsPageData('nisbets'), screen: () => import('@/features/staff/signups/SignupsPage').then((m) => m.signupsScreen('nisbets')) },
  bacsFiles: { data: bacsFilesPageData, screen: () => import('@/features/staff/finance/BacsFilesPage').then((m) => m.BacsFilesPage) },
  defaultFoodSafety: { data: defaultFoodSafetyPageData, screen: () => import('@/features/staff/defaultDocuments/DefaultFoodSafetyPage').then((m) => m.DefaultFoodSafetyPage) },
} satisfies Record<string, AreaPage>;
