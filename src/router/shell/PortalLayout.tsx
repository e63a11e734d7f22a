import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import { useAuth } from '@/auth/AuthContext';
import { useConfig } from '@/config/ConfigContext';
import { BreadcrumbHeader } from '@/layout/BreadcrumbHeader';
import { LayoutSettingsProvider } from '@/layout/LayoutSettingsProvider';
import { VerticalLayout } from '@/layout/VerticalLayout';
import { useMemberSession } from '@/session/MemberSessionContext';
import { DynamicPageNameContext } from '@/components/navigation/dynamicPageName';
import { isRouteAllowed, permissionsRedirect } from '../access';
import { breadcrumbsFor, dynamicTrailFor } from '../breadcrumbs';
import { DASHBOARD_PATH } from '../homePath';
import { buildMenu } from '../menu';
import type { RouteDefinition } from '@/router/routeDefinition';
import { useRouteTable } from '../RouteTableContext';
import { ImpersonationBanner } from './ImpersonationBanner';
import { StartupGate } from './StartupGate';
import { StoppedActingNotice } from './StoppedActingNotice';
import { UserMenu } from './UserMenu';

// The prompts carry the form libraries; loading them after the page keeps them out of the first load.
const MemberPrompts = lazy(() =>
  import('@/features/member/onboarding/MemberPrompts').then((m) => ({ default: m.MemberPrompts })),
);

/** The frame of every page inside the portal: menu, breadcrumb header, start-up data, member prompts. */
export function PortalLayout({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  const table = useRouteTable();
  const { user } = useAuth();
  const { links, productKey } = useConfig();
  const { permissions } = useMemberSession();
  // A dynamic page's screen names what it shows (useDynamicPageName); the breadcrumb and menu list it.
  const [dynamicName, setDynamicName] = useState<string>();
  const paramsKey = JSON.stringify(useMatches().at(-1)?.params ?? {});
  const dynamicTrail = useMemo(
    () => dynamicTrailFor(table, route, JSON.parse(paramsKey) as Record<string, string>, dynamicName),
    [table, route, paramsKey, dynamicName],
  );
  const mayOpen = useCallback(
    (path: string) => {
      const row = table.find((candidate) => candidate.path === path);
      return !row || (isRouteAllowed(row, user.roles) && permissionsRedirect(row, permissions) === null);
    },
    [table, user, permissions],
  );
  const menu = useMemo(
    () => buildMenu(table, { user, permissions, links, productKey, dynamicTrail }),
    [table, user, permissions, links, productKey, dynamicTrail],
  );

  // The layout settings (spec §3) live with the layout: only it reads them, and it stays mounted from page to page.
  return (
    <LayoutSettingsProvider>
      <VerticalLayout
        menu={menu}
        banner={<ImpersonationBanner />}
        header={<BreadcrumbHeader title={route.title} crumbs={breadcrumbsFor(route, dynamicTrail, mayOpen)} />}
        userMenu={<UserMenu />}
      >
        <StoppedActingNotice />
        <StartupGate route={route}>
          <DynamicPageNameContext value={setDynamicName}>{children}</DynamicPageNameContext>
          <Suspense fallback={null}>
            <MemberPrompts onDashboard={route.path === DASHBOARD_PATH} />
          </Suspense>
        </StartupGate>
      </VerticalLayout>
    </LayoutSettingsProvider>
  );
}
