import { accountDetailsPageData } from '@/features/member/account/accountDetailsPageData';
import { dashboardPageData } from '@/features/member/dashboard/dashboardPageData';
import { coshhPageData, fireSafetyRiskAssessmentPageData, foodSafetyRiskAssessmentPageData, healthAndSafetyPolicyPageData, healthAndSafetyRiskAssessmentPageData } from '@/features/member/documentBuilder/documentPageData';
import { documentsPageData, unitDocumentsPageData } from '@/features/member/documents/documentsPageData';
import { inspectionPackPageData } from '@/features/member/inspectionPack/inspectionPackPageData';
import { gasPageData } from '@/features/member/gas/gasPageData';
import { paymentsPageData } from '@/features/member/payments/paymentsPageData';
import { newUnitPageData, unitDetailsPageData, unitPremisesPageData } from '@/features/member/premises/premisesPageData';
import { noPlanToRenewPageData, planToRenewPageData, renewPageData } from '@/features/member/renewal/renewalPageData';
import { certificatesPageData, coursesPageData, traineePageData, traineesPageData } from '@/features/member/training/trainingPageData';
import { upgradePageData } from '@/features/member/upgrade/upgradePageData';
import { walletPageData, walletSchemePageData } from '@/features/member/wallet/walletPageData';
import type { AreaPage } from './screenArea';

/** The member area's screens and data modules by route id: a chunk that loads with the first of them (see ./screenArea.ts). */
export const memberScreens = {
  dashboard: { data: dashboardPageData, screen: () => import('@/features/member/dashboard/DashboardPage').then((m) => m.DashboardPage) },
  myGasEngineer: { data: gasPageData, screen: () => import('@/features/member/gas/MyGasEngineerPage').then((m) => m.MyGasEngineerPage) },
  helpVideos: { screen: () => import('@/features/member/help/HelpVideosPage').then((m) => m.HelpVideosPage) },
  accountDetails: { data: accountDetailsPageData, screen: () => import('@/features/member/account/AccountDetailsPage').then((m) => m.AccountDetailsPage) },
  payments: { data: paymentsPageData, screen: () => import('@/features/member/payments/PaymentsPage').then((m) => m.PaymentsPage) },
  upgrade: { data: upgradePageData, screen: () => import('@/features/member/upgrade/UpgradePage').then((m) => m.UpgradePage) },
  renew: { data: renewPageData, screen: () => import('@/features/member/renewal/RenewPage').then((m) => m.RenewPage) },
  planToRenew: { data: planToRenewPageData, screen: () => import('@/features/member/renewal/PlanToRenewPage').then((m) => m.PlanToRenewPage) },
  noPlanToRenew: { data: noPlanToRenewPageData, screen: () => import('@/features/member/renewal/NoPlanToRenewPage').then((m) => m.NoPlanToRenewPage) },
  riskAssessments: { data: documentsPageData, screen: () => import('@/features/member/documents/RiskAssessmentsPage').then((m) => m.RiskAssessmentsPage) },
  companyDocuments: { data: documentsPageData, screen: () => import('@/features/member/documents/CompanyDocumentsPage').then((m) => m.CompanyDocumentsPage) },
  inspectionPack: { data: inspectionPackPageData, screen: () => import('@/features/member/inspectionPack/InspectionPackPage').then((m) => m.InspectionPackPage) },
  healthAndSafetyPolicy: { data: healthAndSafetyPolicyPageData, screen: () => import('@/features/member/documentBuilder/DocumentBuilderPage').then((m) => m.HealthAndSafetyPolicyPage) },
  coshh: { data: coshhPageData, screen: () => import('@/features/member/documentBuilder/DocumentBuilderPage').then((m) => m.CoshhPage) },
  foodSafetyRiskAssessment: { data: foodSafetyRiskAssessmentPageData, screen: () => import('@/features/member/documentBuilder/DocumentBuilderPage').then((m) => m.FoodSafetyRiskAssessmentPage) },
  healthAndSafetyRiskAssessment: { data: healthAndSafetyRiskAssessmentPageData, screen: () => import('@/features/member/documentBuilder/DocumentBuilderPage').then((m) => m.HealthAndSafetyRiskAssessmentPage) },
  fireSafetyRiskAssessment: { data: fireSafetyRiskAssessmentPageData, screen: () => import('@/features/member/documentBuilder/DocumentBuilderPage').then((m) => m.FireSafetyRiskAssessmentPage) },
  unitPremises: { data: unitPremisesPageData, screen: () => import('@/features/member/premises/UnitPremisesPage').then((m) => m.UnitPremisesPage) },
  newUnit: { data: newUnitPageData, screen: () => import('@/features/member/premises/NewUnitPage').then((m) => m.NewUnitPage) },
  unitDetails: { data: unitDetailsPageData, screen: () => import('@/features/member/premises/UnitDetailsPage').then((m) => m.UnitDetailsPage) },
  unitDocuments: { data: unitDocumentsPageData, screen: () => import('@/features/member/documents/UnitDocumentsPage').then((m) => m.UnitDocumentsPage) },
  trainees: { data: traineesPageData, screen: () => import('@/features/member/training/TraineesPage').then((m) => m.TraineesPage) },
  trainee: { data: traineePageData, screen: () => import('@/features/member/training/TraineePage').then((m) => m.TraineePage) },
  courses: { data: coursesPageData, screen: () => import('@/features/member/training/CoursesPage').then((m) => m.CoursesPage) },
  certificates: { data: certificatesPageData, screen: () => import('@/features/member/training/CertificatesPage').then((m) => m.CertificatesPage) },
  wallet: { data: walletPageData, screen: () => import('@/features/member/wallet/WalletPage').then((m) => m.WalletPage) },
  walletScheme: { data: walletSchemePageData, screen: () => import('@/features/member/wallet/WalletSchemePage').then((m) => m.WalletSchemePage) },
} satisfies Record<string, AreaPage>;
