import { programmeCashbackPageData, programmeSignupPageData } from '@/features/rewards/programmes/programmePageData';
import { calorAccountsPageData, calorCashbackDealPageData, calorClaimsPageData } from '@/features/rewards/calor/calorPageData';
import { rewardsHomePageData } from '@/features/rewards/home/rewardsHomePageData';
import { vouchersPageData } from '@/features/rewards/vouchers/vouchersPageData';
import type { AreaPage, PageFiles, PageModule } from './screenArea';

/** The rewards screen modules found by their files, for rows that name their page by file (see ./screenArea.ts, pageFiles). */
export const rewardsPageFiles: PageFiles = import.meta.glob<PageModule>('/src/features/rewards/**/*Page.tsx');

/** The rewards pages' screens and data modules by route id: a chunk that loads with the first of them (see ./screenArea.ts). */
export const rewardsScreens = {
  rewardsHome: { data: rewardsHomePageData, screen: () => import('@/features/rewards/home/RewardsHomePage').then((m) => m.RewardsHomePage) },
  bookerVouchers: { data: vouchersPageData, screen: () => import('@/features/rewards/vouchers/BookerVouchersPage').then((m) => m.BookerVouchersPage) },
  calorCashbackDeal: { data: calorCashbackDealPageData, screen: () => import('@/features/rewards/calor/CalorCashbackDealPage').then((m) => m.CalorCashbackDealPage) },
  calorSignup: { data: calorAccountsPageData, screen: () => import('@/features/rewards/calor/CalorSignupPage').then((m) => m.CalorSignupPage) },
  calorClaims: { data: calorClaimsPageData, screen: () => import('@/features/rewards/calor/MyClaimsPage').then((m) => m.MyClaimsPage) },
  calorClaimForm: { data: calorAccountsPageData, screen: () => import('@/features/rewards/calor/ClaimFormPage').then((m) => m.ClaimFormPage) },
  bioPakCashbackDeal: { data: programmeCashbackPageData('biopak'), screen: () => import('@/features/rewards/programmes/ProgrammeCashbackPage').then((m) => m.programmeCashbackScreen('biopak')) },
  bioPakSignup: { data: programmeSignupPageData('biopak'), screen: () => import('@/features/rewards/programmes/ProgrammeSignupPage').then((m) => m.programmeSignupScreen('biopak')) },
  nisbetsCashbackDeal: { data: programmeCashbackPageData('nisbets'), screen: () => import('@/features/rewards/programmes/ProgrammeCashbackPage').then((m) => m.programmeCashbackScreen('nisbets')) },
  nisbetsSignup: { data: programmeSignupPageData('nisbets'), screen: () => import('@/features/rewards/programmes/ProgrammeSignupPage').then((m) => m.programmeSignupScreen('nisbets')) },
  bookerCashbackDeal: { data: programmeCashbackPageData('booker'), screen: () => import('@/features/rewards/programmes/ProgrammeCashbackPage').then((m) => m.programmeCashbackScreen('booker')) },
  bookerSignup: { data: programmeSignupPageData('booker'), screen: () => import('@/features/rewards/programmes/ProgrammeSignupPage').then((m) => m.programmeSignupScreen('booker')) },
} satisfies Record<string, AreaPage>;
