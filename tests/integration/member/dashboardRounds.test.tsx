// DESIGN.md §7 and the issue: the dashboard's data, its cards included, needs at most two sequential rounds
// of API calls after sign-in: the start-up round, then one parallel round for everything the dashboard loads.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { renderPortal } from '../support/renderPortal';
import { setupSimulator } from '../support/simulator';
import { API_URL } from '../../support/apiUrl';

const simulator = setupSimulator();

/** Holds every API request at a gate until the test opens it; records which gate each one met. */
function gateEveryRequest() {
  const rounds: string[][] = [[], [], []];
  let round = 0;
  const gates = rounds.map(() => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { opened, open };
  });
  gates[2]!.open(); // a third round is not held: it is what the test looks for
  simulator.server.use(
    http.all(`${API_URL}/*`, async ({ request }) => {
      const mine = round;
      rounds[mine]!.push(`${request.method} ${new URL(request.url).pathname.slice(new URL(API_URL).pathname.length)}`);
      await gates[mine]!.opened;
      return undefined; // on to the simulator's own answer
    }),
  );
  return {
    rounds,
    /** Lets the current round's requests through; anything asked after this belongs to the next round. */
    release: () => {
      const current = round;
      round += 1;
      gates[current]!.open();
    },
  };
}

describe('dashboard rounds (DESIGN.md §7: at most two sequential rounds after sign-in, cards included)', () => {
  it('an active member: the start-up round, then one parallel round for the whole dashboard', async () => {
    const gate = gateEveryRequest();
    const { queryClient } = renderPortal('/dashboard/home', { account: 'member-active' });

    // Round one: the start-up data, and nothing of the dashboard's while it is held.
    await waitFor(() => expect(gate.rounds[0]).toHaveLength(3));
    expect([...gate.rounds[0]!].sort()).toEqual([
      'GET /members/LM100001/details',
      'GET /members/LM100001/permissions',
      'GET /members/reference-data/company-type',
    ]);
    gate.release();

    // Round two: every query the dashboard starts is asked for before any of them is answered.
    // The screen is a lazy chunk: the first import in a test run takes a while. The card waits in its placeholder.
    await screen.findByText('Loading your membership…');
    await waitFor(() => {
      expect(gate.rounds[1]!.length).toBeGreaterThan(0);
      expect(gate.rounds[1]).toHaveLength(queryClient.isFetching());
    });
    expect(gate.rounds[1]).toContain('GET /members/LM100001/account-summary');
    gate.release();

    // Settled: the card is filled, nothing is loading, and nothing was asked in a third round.
    const card = await screen.findByRole('region', { name: 'Your membership', hidden: true });
    expect(within(card).getByText('LM100001')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(gate.rounds[2]).toEqual([]);
  });
});
