import type { AreaPage } from './screenArea';

/** The §2 error pages' screens and data modules by route id: a chunk that loads with the first of them (see ./screenArea.ts). */
export const errorScreens = {
  notFound: { screen: () => import('@/features/errors/pages/NotFoundPage').then((m) => m.NotFoundPage) },
  serverError: { screen: () => import('@/features/errors/pages/ServerErrorPage').then((m) => m.ServerErrorPage) },
  unauthorised: { screen: () => import('@/features/errors/pages/UnauthorisedPage').then((m) => m.UnauthorisedPage) },
  unknownError: { screen: () => import('@/features/errors/pages/UnknownErrorPage').then((m) => m.UnknownErrorPage) },
  contactUs: { screen: () => import('@/features/errors/pages/ContactUsErrorPage').then((m) => m.ContactUsErrorPage) },
  badPermissions: { screen: () => import('@/features/errors/pages/BadPermissionsPage').then((m) => m.BadPermissionsPage) },
  loginIssue: { screen: () => import('@/features/errors/pages/LoginIssuePage').then((m) => m.LoginIssuePage) },
  membershipError: { screen: () => import('@/features/errors/pages/MembershipErrorPage').then((m) => m.MembershipErrorPage) },
} satisfies Record<string, AreaPage>;
