import type { AreaPage } from './screenArea';

/** The developer pages' screens and data modules by route id: a chunk that loads with the first of them (see ./screenArea.ts). */
export const developerScreens = {
  maintenance: { screen: () => import('@/features/developer/maintenance/MaintenancePage').then((m) => m.MaintenancePage) },
  developerTest: { screen: () => import('@/features/developer/diagnostics/DeveloperTestPage').then((m) => m.DeveloperTestPage) },
  icons: { screen: () => import('@/features/developer/icons/IconsPage').then((m) => m.IconsPage) },
} satisfies Record<string, AreaPage>;
