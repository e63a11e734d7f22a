import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getCanRenewQueryOptions, isRenewalAllowed } from '@/api/get-can-renew';
import { getCompanyTypesQueryOptions } from '@/api/get-company-types';
import { getMembershipDetailsQueryOptions } from '@/api/get-membership-details';
import { getPermissionsQueryOptions } from '@/api/get-permissions';
import { useAuth } from '@/auth/AuthContext';
import { useConfig } from '@/config/ConfigContext';
import { isActiveMember } from '@/domain/activeMember';
import type { CompanyTypeReference, MembershipInfo } from '@/domain/membership';
import { NO_PERMISSIONS, type Permissions } from '@/domain/permissions';
import { planStartup, type StartupPlan } from '@/domain/startupPlan';
import { isUnknownUser } from '@/domain/user';
import type { ActingMember } from './actingMember';
import { useActingMember } from './useActingMember';
import { useDropOtherMembersQueries } from './useDropOtherMembersQueries';

type LoadState = 'loading' | 'error' | 'ready';

/** What the start-up queries say, combined (and structurally shared) by TanStack Query. */
interface StartupData {
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
}

/** The start-up data of spec §4, loaded once for the whole portal and read from one place. */
export interface MemberSession extends StartupData {
  acting: ActingMember;
  plan: StartupPlan;
}

const MemberSessionContext = createContext<MemberSession | null>(null);

function loadState(query: UseQueryResult): LoadState {
  if (!query.isEnabled) return 'ready';
  if (query.isError) return 'error';
  return query.isPending ? 'loading' : 'ready';
}

/**
 * Pure and module-level, so TanStack Query runs it only when a result changes, and shares its output
 * structurally: an unchanged session keeps its identity, and nothing reading it re-renders.
 */
function combineStartup([permissions, companyTypes, canRenew, details]: UseQueryResult[]): StartupData {
  // Permissions are start-up data too: without them the portal cannot say what a member may open.
  const all = [permissions!, companyTypes!, canRenew!, details!];
  const failed = all.find((query) => query.isEnabled && query.isError);
  const loading = all.some((query) => loadState(query) === 'loading');
  const renewalAnswer = canRenew!.data as string | undefined;
  const refused = canRenew!.isEnabled && canRenew!.isSuccess && !isRenewalAllowed(renewalAnswer);
  return {
    permissions: permissions!.isEnabled && permissions!.data ? (permissions!.data as Permissions) : NO_PERMISSIONS,
    permissionsState: loadState(permissions!),
    permissionsError: permissions!.error ?? undefined,
    companyTypes: companyTypes!.data as CompanyTypeReference[] | undefined,
    details: details!.isEnabled ? (details!.data as MembershipInfo | undefined) : undefined,
    startupState: failed ? 'error' : loading ? 'loading' : refused ? 'renewal' : 'ready',
    startupError: failed?.error ?? undefined,
    renewalRefusal: refused ? renewalAnswer : undefined,
  };
}

export function MemberSessionProvider({ children }: { children: ReactNode }) {
  const api = useApiClient();
  const { user, isAuthenticated } = useAuth();
  const { productKey } = useConfig();
  const acting = useActingMember();
  useDropOtherMembersQueries(acting.membershipNumber);

  const membershipNumber = acting.membershipNumber ?? '';
  // Details already loaded (e.g. after a save) count for the "latest membership" clause. A disabled
  // observer reads them from the cache without asking the API.
  const { data: latestMembershipStatus } = useQuery({
    ...getMembershipDetailsQueryOptions(api, membershipNumber),
    enabled: false,
    select: (info) => info.latestMembership?.status,
  });
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
  const { data: renewalAnswer } = useQuery({
    ...getCanRenewQueryOptions(api, planNumber),
    enabled: plan.kind === 'check-renewal',
  });

  const startup = useQueries({
    queries: [
      // Nobody signed in, no roles, or no membership: nothing is loaded (spec §4, §6).
      { ...getPermissionsQueryOptions(api, planNumber), enabled: Boolean(planNumber) },
      { ...getCompanyTypesQueryOptions(api), enabled: Boolean(planNumber) },
      { ...getCanRenewQueryOptions(api, planNumber), enabled: plan.kind === 'check-renewal' },
      {
        ...getMembershipDetailsQueryOptions(api, planNumber),
        enabled: plan.kind === 'load-details' || (plan.kind === 'check-renewal' && isRenewalAllowed(renewalAnswer)),
      },
    ],
    combine: combineStartup,
  });

  const session = useMemo<MemberSession>(() => ({ acting, plan, ...startup }), [acting, plan, startup]);
  return <MemberSessionContext value={session}>{children}</MemberSessionContext>;
}

export function useMemberSession(): MemberSession {
  const session = useContext(MemberSessionContext);
  if (!session) throw new Error('useMemberSession must be used inside <MemberSessionProvider>');
  return session;
}
