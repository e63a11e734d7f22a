import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
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

interface Outcome<T> {
  enabled: boolean;
  state: LoadState;
  data?: T;
  error?: unknown;
}

/** What the session reads of one start-up query, kept while those values stay the same. */
function useOutcome<T>(query: UseQueryResult<T>): Outcome<T> {
  const state = loadState(query);
  const { isEnabled: enabled, data, error } = query;
  return useMemo(() => ({ enabled, state, data, error: error ?? undefined }), [enabled, state, data, error]);
}

/** The start-up data of spec §4 from its four queries: loading until each enabled one has answered, failed if one has. */
function combineStartup(
  permissions: Outcome<Permissions>,
  companyTypes: Outcome<CompanyTypeReference[]>,
  canRenew: Outcome<string>,
  details: Outcome<MembershipInfo>,
): StartupData {
  // Permissions are start-up data too: without them the portal cannot say what a member may open.
  const all = [permissions, companyTypes, canRenew, details];
  const failed = all.find((query) => query.state === 'error');
  const loading = all.some((query) => query.state === 'loading');
  const refused = canRenew.enabled && canRenew.data !== undefined && !isRenewalAllowed(canRenew.data);
  return {
    permissions: (permissions.enabled && permissions.data) || NO_PERMISSIONS,
    permissionsState: permissions.state,
    permissionsError: permissions.error,
    companyTypes: companyTypes.data,
    details: details.enabled ? details.data : undefined,
    startupState: failed ? 'error' : loading ? 'loading' : refused ? 'renewal' : 'ready',
    startupError: failed?.error,
    renewalRefusal: refused ? canRenew.data : undefined,
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
  // Nobody signed in, no roles, or no membership: nothing is loaded (spec §4, §6).
  const permissions = useOutcome(useQuery({ ...getPermissionsQueryOptions(api, planNumber), enabled: Boolean(planNumber) }));
  const companyTypes = useOutcome(useQuery({ ...getCompanyTypesQueryOptions(api), enabled: Boolean(planNumber) }));
  const canRenew = useOutcome(useQuery({ ...getCanRenewQueryOptions(api, planNumber), enabled: plan.kind === 'check-renewal' }));
  const details = useOutcome(
    useQuery({
      ...getMembershipDetailsQueryOptions(api, planNumber),
      enabled: plan.kind === 'load-details' || (plan.kind === 'check-renewal' && isRenewalAllowed(canRenew.data)),
    }),
  );
  // Four plain queries rather than useQueries, whose observer is 0.8 KB of the first load (DESIGN.md §7). An
  // unchanged session keeps its identity, so nothing reading it re-renders.
  const startup = useMemo(() => combineStartup(permissions, companyTypes, canRenew, details), [permissions, companyTypes, canRenew, details]);

  const session = useMemo<MemberSession>(() => ({ acting, plan, ...startup }), [acting, plan, startup]);
  return <MemberSessionContext value={session}>{children}</MemberSessionContext>;
}

export function useMemberSession(): MemberSession {
  const session = useContext(MemberSessionContext);
  if (!session) throw new Error('useMemberSession must be used inside <MemberSessionProvider>');
  return session;
}
