import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import {
  getCanRenewQueryOptions,
  getCompanyTypesQueryOptions,
  getMembershipDetailsQueryOptions,
  RENEWAL_ALLOWED,
} from '@/api/members';
import { getPermissionsQueryOptions } from '@/api/permissions';
import { useAuth } from '@/auth/AuthContext';
import { useConfig } from '@/config/ConfigContext';
import { isActiveMember } from '@/domain/activeMember';
import type { CompanyTypeReference, MembershipInfo } from '@/domain/membership';
import { NO_PERMISSIONS, type Permissions } from '@/domain/permissions';
import { planStartup, type StartupPlan } from '@/domain/startupPlan';
import { isUnknownUser } from '@/domain/user';
import type { ActingMember } from './actingMember';
import { useActingMember } from './useActingMember';

type LoadState = 'loading' | 'error' | 'ready';

/** The start-up data of spec §4, loaded once for the whole portal and read from one place. */
export interface MemberSession {
  acting: ActingMember;
  plan: StartupPlan;
  /** Every area NoAccess until loaded, for the signed-out placeholder, and without a membership number. */
  permissions: Permissions;
  permissionsState: LoadState;
  permissionsError?: unknown;
  companyTypes?: CompanyTypeReference[];
  details?: MembershipInfo;
  /** 'renewal' when the renewal check refused: the renewal screen shows instead of the page. */
  startupState: LoadState | 'renewal';
  startupError?: unknown;
  /** The renewal check's answer when it was not 'Ok'. */
  renewalRefusal?: string;
  /** Loads everything again (the error screens' retry). */
  reload(): Promise<void>;
}

const MemberSessionContext = createContext<MemberSession | null>(null);

function loadState(query: { isEnabled: boolean; isPending: boolean; isError: boolean }): LoadState {
  if (!query.isEnabled) return 'ready';
  if (query.isError) return 'error';
  return query.isPending ? 'loading' : 'ready';
}

export function MemberSessionProvider({ children }: { children: ReactNode }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { user, isAuthenticated } = useAuth();
  const { productKey } = useConfig();
  const acting = useActingMember();

  const membershipNumber = acting.membershipNumber;
  // Membership info already in the cache (e.g. after a save) counts for the "latest membership" clause.
  const cachedDetails = membershipNumber
    ? queryClient.getQueryData(getMembershipDetailsQueryOptions(api, membershipNumber).queryKey)
    : undefined;
  const latestMembershipStatus = cachedDetails?.latestMembership?.status;
  const plan = useMemo(
    () =>
      planStartup({
        isSignedIn: isAuthenticated && !isUnknownUser(user),
        roles: user.roles,
        isActiveMember: isActiveMember(user, productKey),
        membershipNumber: user.membershipNumber,
        overrideMembershipNumber: acting.isImpersonating ? acting.membershipNumber : undefined,
        latestMembershipStatus,
      }),
    [isAuthenticated, user, productKey, acting, latestMembershipStatus],
  );
  const planNumber = plan.kind === 'check-renewal' || plan.kind === 'load-details' ? plan.membershipNumber : '';

  const permissionsQuery = useQuery({
    ...getPermissionsQueryOptions(api, membershipNumber ?? ''),
    enabled: !isUnknownUser(user) && Boolean(membershipNumber),
  });
  const companyTypesQuery = useQuery({ ...getCompanyTypesQueryOptions(api), enabled: Boolean(planNumber) });
  const canRenewQuery = useQuery({
    ...getCanRenewQueryOptions(api, planNumber),
    enabled: plan.kind === 'check-renewal',
  });
  const renewalAllowed = canRenewQuery.data?.trim() === RENEWAL_ALLOWED;
  const detailsQuery = useQuery({
    ...getMembershipDetailsQueryOptions(api, planNumber),
    enabled: plan.kind === 'load-details' || (plan.kind === 'check-renewal' && renewalAllowed),
  });

  const session = useMemo<MemberSession>(() => {
    // Permissions are start-up data too: without them the portal cannot say what a member may open.
    const startupQueries = [permissionsQuery, companyTypesQuery, canRenewQuery, detailsQuery];
    const failed = startupQueries.find((query) => query.isEnabled && query.isError);
    const loading = startupQueries.some((query) => loadState(query) === 'loading');
    const refused = plan.kind === 'check-renewal' && canRenewQuery.isSuccess && !renewalAllowed;
    return {
      acting,
      plan,
      permissions: permissionsQuery.isEnabled && permissionsQuery.data ? permissionsQuery.data : NO_PERMISSIONS,
      permissionsState: loadState(permissionsQuery),
      permissionsError: permissionsQuery.error ?? undefined,
      companyTypes: companyTypesQuery.data,
      details: detailsQuery.isEnabled ? detailsQuery.data : undefined,
      startupState: failed ? 'error' : loading ? 'loading' : refused ? 'renewal' : 'ready',
      startupError: failed?.error ?? undefined,
      renewalRefusal: refused ? canRenewQuery.data : undefined,
      reload: async () => {
        await Promise.all(
          startupQueries.filter((query) => query.isEnabled).map((query) => query.refetch()),
        );
      },
    };
  }, [acting, plan, permissionsQuery, companyTypesQuery, canRenewQuery, detailsQuery, renewalAllowed]);

  return <MemberSessionContext value={session}>{children}</MemberSessionContext>;
}

export function useMemberSession(): MemberSession {
  const session = useContext(MemberSessionContext);
  if (!session) throw new Error('useMemberSession must be used inside <MemberSessionProvider>');
  return session;
}
