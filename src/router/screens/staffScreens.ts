import type { AreaPage } from './screenArea';

/** The programme staff's and administrators' screens and data modules by route id: a chunk that loads with the first of them (see ./screenArea.ts). */
export const staffScreens = {
  unitsOverview: { data: () => import('@/features/staff/unitsOverview/unitsOverviewPageData').then((m) => m.unitsOverviewPageData), screen: () => import('@/features/staff/unitsOverview/UnitsOverviewPage').then((m) => m.UnitsOverviewPage) },
  bioPakPeriods: { data: () => import('@/features/staff/periods/periodsPageData').then((m) => m.periodsPageData('biopak')), screen: () => import('@/features/staff/periods/PeriodsPage').then((m) => m.periodsScreen('biopak')) },
  bioPakPeriod: { data: () => import('@/features/staff/periods/periodsPageData').then((m) => m.periodPageData('biopak')), screen: () => import('@/features/staff/periods/PeriodPage').then((m) => m.periodScreen('biopak')) },
  bioPakSignups: { data: () => import('@/features/staff/signups/signupsPageData').then((m) => m.signupsPageData('biopak')), screen: () => import('@/features/staff/signups/SignupsPage').then((m) => m.signupsScreen('biopak')) },
  bookerPeriods: { data: () => import('@/features/staff/periods/periodsPageData').then((m) => m.periodsPageData('booker')), screen: () => import('@/features/staff/periods/PeriodsPage').then((m) => m.periodsScreen('booker')) },
  bookerPeriod: { data: () => import('@/features/staff/periods/periodsPageData').then((m) => m.periodPageData('booker')), screen: () => import('@/features/staff/periods/PeriodPage').then((m) => m.periodScreen('booker')) },
  bookerSignups: { data: () => import('@/features/staff/signups/signupsPageData').then((m) => m.signupsPageData('booker')), screen: () => import('@/features/staff/signups/SignupsPage').then((m) => m.signupsScreen('booker')) },
  calorPeriods: { data: () => import('@/features/staff/periods/periodsPageData').then((m) => m.periodsPageData('calor')), screen: () => import('@/features/staff/periods/PeriodsPage').then((m) => m.periodsScreen('calor')) },
  calorPeriod: { data: () => import('@/features/staff/periods/periodsPageData').then((m) => m.periodPageData('calor')), screen: () => import('@/features/staff/periods/PeriodPage').then((m) => m.periodScreen('calor')) },
  calorSignups: { data: () => import('@/features/staff/signups/signupsPageData').then((m) => m.signupsPageData('calor')), screen: () => import('@/features/staff/signups/SignupsPage').then((m) => m.signupsScreen('calor')) },
  calorClaimsReview: { data: () => import('@/features/staff/claims/claimsPageData').then((m) => m.calorClaimsPageData), screen: () => import('@/features/staff/claims/CalorClaimsPage').then((m) => m.CalorClaimsPage) },
  calorClaimsAudit: { data: () => import('@/features/staff/claims/claimsPageData').then((m) => m.claimsAuditPageData), screen: () => import('@/features/staff/claims/ClaimsAuditPage').then((m) => m.ClaimsAuditPage) },
  nisbetsPeriods: { data: () => import('@/features/staff/periods/periodsPageData').then((m) => m.periodsPageData('nisbets')), screen: () => import('@/features/staff/periods/PeriodsPage').then((m) => m.periodsScreen('nisbets')) },
  nisbetsPeriod: { data: () => import('@/features/staff/periods/periodsPageData').then((m) => m.periodPageData('nisbets')), screen: () => import('@/features/staff/periods/PeriodPage').then((m) => m.periodScreen('nisbets')) },
  nisbetsSignups: { data: () => import('@/features/staff/signups/signupsPageData').then((m) => m.signupsPageData('nisbets')), screen: () => import('@/features/staff/signups/SignupsPage').then((m) => m.signupsScreen('nisbets')) },
  bacsFiles: { data: () => import('@/features/staff/finance/financePageData').then((m) => m.bacsFilesPageData), screen: () => import('@/features/staff/finance/BacsFilesPage').then((m) => m.BacsFilesPage) },
  defaultFoodSafety: { data: () => import('@/features/staff/defaultDocuments/defaultDocumentsPageData').then((m) => m.defaultFoodSafetyPageData), screen: () => import('@/features/staff/defaultDocuments/DefaultFoodSafetyPage').then((m) => m.DefaultFoodSafetyPage) },
} satisfies Record<string, AreaPage>;
