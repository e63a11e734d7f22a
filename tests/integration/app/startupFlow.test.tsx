import { describe, expect, it } from 'vitest';
import { memo, Profiler, useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { useQueryClient } from '@tanstack/react-query';
import { MEMBER_ROOT } from '@/api/query-keys';
import { MemberSessionProvider, useMemberSession } from '@/session/MemberSessionContext';
import { renderWithProviders, userForDemoAccount } from '../support/renderWithProviders';
import { setupSimulator } from '../support/simulator';
import { refusal, serverFailure } from '../support/failedAnswers';
import { API_URL } from '../../support/apiUrl';

const simulator = setupSimulator();

const COMPANY_TYPES = '/members/reference-data/company-type';
const PERMISSIONS = '/members/:membershipNumber/permissions';
const CAN_RENEW = '/members/:membershipNumber/renewals/can-renew';
const DETAILS = '/members/:membershipNumber/details';

/** Shows the session's state, each value an `output` named by its term, so tests read it by role and name. */
function SessionProbe() {
  const session = useMemberSession();
  const queryClient = useQueryClient();
  return (
    <dl>
      <dt>plan</dt>
      <dd>
        <output aria-label="plan">{session.plan.kind}</output>
      </dd>
      <dt>startup</dt>
      <dd>
        <output aria-label="startup">{session.startupState}</output>
      </dd>
      <dt>permissions</dt>
      <dd>
        <output aria-label="permissions">{session.permissionsState}</output>
      </dd>
      <dt>rewards</dt>
      <dd>
        <output aria-label="rewards">{session.permissions.rewards}</output>
      </dd>
      <dt>details</dt>
      <dd>
        <output aria-label="details">{session.details ? JSON.stringify(session.details.latestMembership) : 'none'}</output>
      </dd>
      <dt>refusal</dt>
      <dd>
        <output aria-label="refusal">{session.renewalRefusal ?? 'none'}</output>
      </dd>
      {/* The portal's own retry is the error pages' Try again, a fresh page load; here, the same queries asked again. */}
      <button type="button" onClick={() => void queryClient.refetchQueries({ queryKey: [MEMBER_ROOT] })}>
        Reload
      </button>
    </dl>
  );
}

function renderSession(options: Parameters<typeof renderWithProviders>[1]) {
  return renderWithProviders(
    <MemberSessionProvider>
      <SessionProbe />
    </MemberSessionProvider>,
    options,
  );
}

const calls = () => ({
  companyTypes: simulator.requestsTo('GET', COMPANY_TYPES).length,
  permissions: simulator.requestsTo('GET', PERMISSIONS).map((request) => request.path),
  canRenew: simulator.requestsTo('GET', CAN_RENEW).map((request) => request.path),
  details: simulator.requestsTo('GET', DETAILS).map((request) => request.path),
});

const settle = async () => {
  await waitFor(() => expect(screen.getByRole('status', { name: 'startup' })).not.toHaveTextContent('loading'));
  await waitFor(() => expect(screen.getByRole('status', { name: 'permissions' })).not.toHaveTextContent('loading'));
};

describe('start-up data flow (spec §4)', () => {
  it('signed out: passed through, nothing loaded, every permission NoAccess', async () => {
    renderSession({});
    await settle();
    expect(screen.getByRole('status', { name: 'plan' })).toHaveTextContent('pass-through');
    expect(screen.getByRole('status', { name: 'rewards' })).toHaveTextContent('NoAccess');
    expect(simulator.requestsTo('GET', /.*/)).toEqual([]);
  });

  it('signed in with no roles: passed through, nothing loaded', async () => {
    renderSession({ account: 'no-roles' });
    await settle();
    expect(screen.getByRole('status', { name: 'plan' })).toHaveTextContent('pass-through');
    expect(simulator.requestsTo('GET', /.*/)).toEqual([]);
  });

  it('signed in with no roles but a membership number in the token: still nothing loaded, not even permissions', async () => {
    renderSession({ user: { ...userForDemoAccount('member-active'), roles: [] } });
    await settle();
    expect(screen.getByRole('status', { name: 'plan' })).toHaveTextContent('pass-through');
    expect(screen.getByRole('status', { name: 'rewards' })).toHaveTextContent('NoAccess');
    expect(simulator.requestsTo('GET', /.*/)).toEqual([]);
  });

  it('staff with no membership number: renders without details, nothing loaded', async () => {
    renderSession({ account: 'account-manager' });
    await settle();
    expect(screen.getByRole('status', { name: 'plan' })).toHaveTextContent('no-membership');
    expect(screen.getByRole('status', { name: 'startup' })).toHaveTextContent('ready');
    expect(screen.getByRole('status', { name: 'details' })).toHaveTextContent('none');
    expect(simulator.requestsTo('GET', /.*/)).toEqual([]);
  });

  it('an active member: company types, permissions and details, once each; no renewal check', async () => {
    renderSession({ account: 'member-active' });
    await settle();
    expect(screen.getByRole('status', { name: 'plan' })).toHaveTextContent('load-details');
    expect(screen.getByRole('status', { name: 'details' })).toHaveTextContent('"status":"Current"');
    expect(screen.getByRole('status', { name: 'rewards' })).toHaveTextContent('FullAccess');
    expect(calls()).toEqual({
      companyTypes: 1,
      permissions: ['/members/LM100001/permissions'],
      canRenew: [],
      details: ['/members/LM100001/details'],
    });
  });

  it('a lapsed member whose renewal check says Ok: the check first, then details', async () => {
    renderSession({ account: 'status-expired-card' });
    await settle();
    expect(screen.getByRole('status', { name: 'plan' })).toHaveTextContent('check-renewal');
    expect(screen.getByRole('status', { name: 'startup' })).toHaveTextContent('ready');
    expect(screen.getByRole('status', { name: 'details' })).toHaveTextContent('"status":"Lapsed"');
    expect(calls()).toEqual({
      companyTypes: 1,
      permissions: ['/members/LM100023/permissions'],
      canRenew: ['/members/LM100023/renewals/can-renew'],
      details: ['/members/LM100023/details'],
    });
  });

  it('a lapsed member whose renewal check refuses: the renewal screen, and details are never loaded', async () => {
    renderSession({ account: 'status-expired-cannot-renew' });
    await settle();
    expect(screen.getByRole('status', { name: 'startup' })).toHaveTextContent('renewal');
    expect(screen.getByRole('status', { name: 'refusal' })).toHaveTextContent('Outstanding balance');
    expect(calls().canRenew).toEqual(['/members/LM100026/renewals/can-renew']);
    expect(calls().details).toEqual([]);
  });

  it('staff acting for a member: that member’s permissions and details, no renewal check', async () => {
    renderSession({
      account: 'account-manager',
      override: { membershipNumber: 'LM100023', accountId: '00000000-0000-4000-8000-000000000023' },
    });
    await settle();
    expect(screen.getByRole('status', { name: 'plan' })).toHaveTextContent('load-details');
    expect(calls()).toEqual({
      companyTypes: 1,
      permissions: ['/members/LM100023/permissions'],
      canRenew: [],
      details: ['/members/LM100023/details'],
    });
  });

  it('ignores an override left in storage for a member, who sees only their own data', async () => {
    renderSession({
      account: 'member-active',
      override: { membershipNumber: 'LM100002', accountId: '00000000-0000-4000-8000-000000000002' },
    });
    await settle();
    expect(calls().details).toEqual(['/members/LM100001/details']);
    expect(calls().permissions).toEqual(['/members/LM100001/permissions']);
  });

  it('a failed details load shows the error state, and reload asks again', async () => {
    simulator.server.use(http.get(`${API_URL}${DETAILS}`, () => serverFailure('Database down')));
    const { userEvent } = renderSession({ account: 'member-active' });
    await waitFor(() => expect(screen.getByRole('status', { name: 'startup' })).toHaveTextContent('error'));
    // One retry for a 5xx GET (src/api/queryClient.ts), then the error.
    expect(calls().details).toHaveLength(2);
    simulator.server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'startup' })).toHaveTextContent('ready'));
    expect(screen.getByRole('status', { name: 'details' })).toHaveTextContent('"status":"Current"');
  });

  it('a failed permissions load is an error, and every area stays NoAccess', async () => {
    simulator.server.use(http.get(`${API_URL}${PERMISSIONS}`, () => refusal(403, 'role-required', 'Forbidden')));
    renderSession({ account: 'member-active' });
    await waitFor(() => expect(screen.getByRole('status', { name: 'permissions' })).toHaveTextContent('error'));
    expect(screen.getByRole('status', { name: 'rewards' })).toHaveTextContent('NoAccess');
    expect(screen.getByRole('status', { name: 'startup' })).toHaveTextContent('error'); // the error handler shows, not a half-working portal
    expect(calls().permissions).toHaveLength(1); // 4xx is never retried
  });
});

describe('start-up rounds (DESIGN.md §7: at most two sequential rounds)', () => {
  /** Holds each named call until all of them have arrived: sequential calls would never complete. */
  function holdUntilAllArrive(paths: string[]) {
    let arrived = 0;
    let release!: () => void;
    const allHere = new Promise<void>((resolve) => (release = resolve));
    simulator.server.use(
      ...paths.map((path) =>
        http.get(`${API_URL}${path}`, async () => {
          arrived += 1;
          if (arrived === paths.length) release();
          await Promise.race([allHere, delay(3000).then(() => Promise.reject(new Error(`${path} was not requested alongside the others`)))]);
          return undefined; // fall through to the simulator's own answer
        }),
      ),
    );
  }

  it('an active member’s company types, permissions and details are requested together (one round)', async () => {
    holdUntilAllArrive([COMPANY_TYPES, PERMISSIONS, DETAILS]);
    renderSession({ account: 'member-active' });
    await settle();
    expect(screen.getByRole('status', { name: 'startup' })).toHaveTextContent('ready');
  });

  it('a lapsed member: the renewal check goes with company types and permissions, details follow (two rounds)', async () => {
    holdUntilAllArrive([COMPANY_TYPES, PERMISSIONS, CAN_RENEW]);
    renderSession({ account: 'status-expired-card' });
    await settle();
    expect(screen.getByRole('status', { name: 'startup' })).toHaveTextContent('ready');
    expect(calls().details).toEqual(['/members/LM100023/details']);
  });
});

describe('a session that stays still', () => {
  /**
   * Counts how often session consumers render, the way the menu and the guards read the session. The
   * harness re-renders the provider on demand, as any state change above it would.
   */
  function renderCountingConsumers(account: string) {
    const renders = { menu: 0, guard: 0 };
    const count = (id: string) => (renders[id as keyof typeof renders] += 1);
    const MenuProbe = memo(function MenuProbe() {
      return (
        <Profiler id="menu" onRender={count}>
          <p>{useMemberSession().permissions.rewards}</p>
        </Profiler>
      );
    });
    const GuardProbe = memo(function GuardProbe() {
      return (
        <Profiler id="guard" onRender={count}>
          <output aria-label="guard">{useMemberSession().startupState}</output>
        </Profiler>
      );
    });
    function Harness() {
      const [changes, setChanges] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setChanges(changes + 1)}>
            Unrelated change {changes}
          </button>
          <MemberSessionProvider>
            <MenuProbe />
            <GuardProbe />
          </MemberSessionProvider>
        </>
      );
    }
    const result = renderWithProviders(<Harness />, { account });
    return { ...result, renders };
  }

  it('an unrelated re-render above the session re-renders neither the menu nor the guards', async () => {
    const { renders, userEvent } = renderCountingConsumers('member-active');
    await waitFor(() => expect(screen.getByRole('status', { name: 'guard' })).toHaveTextContent('ready'));
    const settled = { ...renders };
    await userEvent.click(screen.getByRole('button', { name: /Unrelated change/ }));
    expect(screen.getByRole('button', { name: 'Unrelated change 1' })).toBeInTheDocument();
    expect(renders).toEqual(settled);
  });

  it('refetching the start-up data with the same answers re-renders neither the menu nor the guards', async () => {
    const { queryClient, renders } = renderCountingConsumers('member-active');
    await waitFor(() => expect(screen.getByRole('status', { name: 'guard' })).toHaveTextContent('ready'));
    const settled = { ...renders };
    await act(() => queryClient.refetchQueries({ queryKey: [MEMBER_ROOT] }));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(calls().details).toHaveLength(2); // the API was really asked again
    expect(renders).toEqual(settled);
  });

  it('a changed answer does reach them', async () => {
    const { queryClient, renders } = renderCountingConsumers('member-active');
    await waitFor(() => expect(screen.getByRole('status', { name: 'guard' })).toHaveTextContent('ready'));
    const settled = { ...renders };
    simulator.store().members.get('LM100001')!.permissions.rewards = 'NoAccess';
    await act(() => queryClient.refetchQueries({ queryKey: [MEMBER_ROOT] }));
    await waitFor(() => expect(renders.menu).toBeGreaterThan(settled.menu));
  });
});
