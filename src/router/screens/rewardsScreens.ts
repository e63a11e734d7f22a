import type { AreaPage } from './screenArea';

/** The rewards pages' screens and data modules by route id: a chunk that loads with the first of them (see ./screenArea.ts). */
export const rewardsScreens = {
  rewardsHome: { data: () => import('@/features/rewards/home/rewardsHomePageData').then((m) => m.rewardsHomePageData), screen: () => import('@/features/rewards/home/RewardsHomePage').then((m) => m.RewardsHomePage) },
  bookerVouchers: { data: () => import('@/features/rewards/vouchers/vouchersPageData').then((m) => m.vouchersPageData), screen: () => import('@/features/rewards/vouchers/BookerVouchersPage').then((m) => m.BookerVouchersPage) },
  calorCashbackDeal: { data: () => import('@/features/rewards/calor/calorPageData').then((m) => m.calorCashbackDealPageData), screen: () => import('@/features/rewards/calor/CalorCashbackDealPage').then((m) => m.CalorCashbackDealPage) },
  calorSignup: { data: () => import('@/features/rewards/calor/calorPageData').then((m) => m.calorAccountsPageData), screen: () => import('@/features/rewards/calor/CalorSignupPage').then((m) => m.CalorSignupPage) },
  calorClaims: { data: () => import('@/features/rewards/calor/calorPageData').then((m) => m.calorClaimsPageData), screen: () => import('@/features/rewards/calor/MyClaimsPage').then((m) => m.MyClaimsPage) },
  calorClaimForm: { data: () => import('@/features/rewards/calor/calorPageData').then((m) => m.calorAccountsPageData), screen: () => import('@/features/rewards/calor/ClaimFormPage').then((m) => m.ClaimFormPage) },
  bioPakCashbackDeal: { data: () => import('@/features/rewards/programmes/programmePageData').then((m) => m.programmeCashbackPageData('biopak')), screen: () => import('@/features/rewards/programmes/ProgrammeCashbackPage').then((m) => m.programmeCashbackScreen('biopak')) },
  bioPakSignup: { data: () => import('@/features/rewards/programmes/programmePageData').then((m) => m.programmeSignupPageData('biopak')), screen: () => import('@/features/rewards/programmes/ProgrammeSignupPage').then((m) => m.programmeSignupScreen('biopak')) },
  nisbetsCashbackDeal: { data: () => import('@/features/rewards/programmes/programmePageData').then((m) => m.programmeCashbackPageData('nisbets')), screen: () => import('@/features/rewards/programmes/ProgrammeCashbackPage').then((m) => m.programmeCashbackScreen('nisbets')) },
  nisbetsSignup: { data: () => import('@/features/rewards/programmes/programmePageData').then((m) => m.programmeSignupPageData('nisbets')), screen: () => import('@/features/rewards/programmes/ProgrammeSignupPage').then((m) => m.programmeSignupScreen('nisbets')) },
  bookerCashbackDeal: { data: () => import('@/features/rewards/programmes/programmePageData').then((m) => m.programmeCashbackPageData('booker')), screen: () => import('@/features/rewards/programmes/ProgrammeCashbackPage').then((m) => m.programmeCashbackScreen('booker')) },
  bookerSignup: { data: () => import('@/features/rewards/programmes/programmePageData').then((m) => m.programmeSignupPageData('booker')), screen: () => import('@/features/rewards/programmes/ProgrammeSignupPage').then((m) => m.programmeSignupScreen('booker')) },
} satisfies Record<string, AreaPage>;
