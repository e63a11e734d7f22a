// Random sequences of staff actions through the simulator's own rules (not HTTP, for speed), from the demo
// data: after every step the cashback ledger (backend-reference/ledger.ts) and every figure read from it agree.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proposedProcessingDate } from '../../../../src/domain/bacs/bacsChecks';
import { formatApiDate } from '../../../../src/domain/format/date';
import { canImportPurchaseReport, PERIOD_ACTIONS, type PeriodAction } from '../../../../src/domain/rewards/periodLifecycle';
import { buildBacsFile, discardBacsFile, fileSummary, payablePeriods, recordReturns, submitBacsFile } from './bacs';
import { allClaims, applyDecision } from './claimReview';
import { carryingLines, entriesOf, isEarned, isPeriodPaid, sumOf } from './ledger';
import { countsInPeriod, periodDetail, takePeriodAction } from './programmeStaff';
import { demoStaff } from './staffIdentity';
import { createSimulatorStore, type SimulatorStore } from '../store';

const TODAY = new Date();
const CREATOR = demoStaff('larder-admin');
const SECOND = demoStaff('larder-admin-2');

type Action =
  | { kind: 'decideClaim'; pick: number; approve: boolean }
  | { kind: 'importReport'; pick: number; member: number; pence: number }
  | { kind: 'movePeriod'; pick: number; action: PeriodAction }
  | { kind: 'createFile'; picks: number[] }
  | { kind: 'approveFile' | 'submitFile' | 'discardFile'; pick: number }
  | { kind: 'recordReturns'; pick: number; lines: number[] };

const pick = fc.nat({ max: 1000 });
const anAction: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('decideClaim' as const), pick, approve: fc.boolean() }),
  fc.record({ kind: fc.constant('importReport' as const), pick, member: pick, pence: fc.integer({ min: 1, max: 500_000 }) }),
  fc.record({ kind: fc.constant('movePeriod' as const), pick, action: fc.constantFrom(...PERIOD_ACTIONS) }),
  fc.record({ kind: fc.constant('createFile' as const), picks: fc.array(pick, { minLength: 1, maxLength: 3 }) }),
  fc.record({ kind: fc.constantFrom('approveFile' as const, 'submitFile' as const, 'discardFile' as const), pick }),
  fc.record({ kind: fc.constant('recordReturns' as const), pick, lines: fc.array(pick, { maxLength: 3 }) }),
);

const chosen = <T,>(list: readonly T[], index: number): T | undefined => (list.length ? list[index % list.length] : undefined);

/** One staff action, as the API would take it (refusals change nothing, so they are skipped). */
function act(store: SimulatorStore, action: Action) {
  switch (action.kind) {
    case 'decideClaim': {
      const found = chosen(allClaims(store.calor).filter(({ claim }) => claim.status === 'Submitted'), action.pick);
      if (!found) return;
      const outcome = action.approve
        ? { toStatus: 'Approved' as const, action: 'Approved' as const, reason: null }
        : { toStatus: 'Rejected' as const, action: 'Rejected' as const, reason: 'The receipt is not for Calor gas.' };
      applyDecision(store, found, outcome, SECOND, TODAY);
      return;
    }
    case 'importReport': {
      const period = chosen(store.rewards.periods.filter((candidate) => candidate.schemeType !== 'calor' && canImportPurchaseReport(candidate.state)), action.pick);
      if (!period) return;
      const signup = chosen(store.rewards.signups.filter((candidate) => candidate.schemeType === period.schemeType && candidate.status === 'Approved'), action.member);
      if (!signup) return;
      store.rewards.purchases.push({
        id: `property-${store.rewards.purchases.length}`,
        schemeType: period.schemeType,
        periodId: period.id,
        membershipNumber: signup.membershipNumber,
        supplierAccountNumber: signup.supplierAccountNumber,
        unitId: null,
        invoiceNumber: `P${store.rewards.purchases.length}`,
        invoiceDate: period.startDate,
        amountExcludingVat: action.pence / 100,
        reportedOn: formatApiDate(TODAY),
      } as SimulatorStore['rewards']['purchases'][number]);
      return;
    }
    case 'movePeriod': {
      const period = chosen(store.rewards.periods, action.pick);
      if (period) takePeriodAction(store, period, action.action, 'Property tester', TODAY);
      return;
    }
    case 'createFile': {
      const payable = payablePeriods(store);
      const periodIds = [...new Set(action.picks.flatMap((index) => chosen(payable, index)?.period.id ?? []))];
      if (!periodIds.length) return;
      const built = buildBacsFile(store, { periodIds, processingDate: formatApiDate(proposedProcessingDate(TODAY)), createdBy: CREATOR, today: TODAY });
      if (built.ok) store.bacs.files.push(built.file);
      return;
    }
    case 'approveFile': {
      const file = chosen(store.bacs.files.filter((candidate) => candidate.state === 'Draft'), action.pick);
      if (file) Object.assign(file, { state: 'Approved', approved: { by: SECOND, on: TODAY.toISOString() } });
      return;
    }
    case 'submitFile': {
      const file = chosen(store.bacs.files.filter((candidate) => candidate.state === 'Approved'), action.pick);
      if (file) submitBacsFile(store, file, SECOND, TODAY);
      return;
    }
    case 'discardFile': {
      const file = chosen(store.bacs.files.filter((candidate) => candidate.state === 'Draft'), action.pick);
      if (file) discardBacsFile(store, file);
      return;
    }
    case 'recordReturns': {
      const file = chosen(store.bacs.files.filter((candidate) => candidate.state === 'Submitted' || candidate.state === 'ReturnsRecorded'), action.pick);
      if (!file) return;
      const open = file.lines.filter((line) => !line.returned);
      const returned = [...new Set(action.lines.flatMap((index) => chosen(open, index) ?? []))];
      if (file.state === 'ReturnsRecorded' && !returned.length) return;
      recordReturns(store, file, returned.map((line) => ({ lineId: line.id, reason: 'Account closed' })), SECOND, TODAY);
      return;
    }
  }
}

const pence = (pounds: number) => Math.round(pounds * 100);

/** The invariants, each with the figures that break it. */
function expectLedgerAgrees(store: SimulatorStore) {
  const carrying = carryingLines(store.bacs);

  // No entry in two files (a returned credit carries nothing any more).
  const carried = carrying.flatMap(({ line }) => line.transactionIds);
  expect(carried.length, 'an entry is carried by two credits').toBe(new Set(carried).size);

  // Per member: Paid is what files with their returns recorded credited; being paid is what submitted files credit.
  const members = new Set([...store.wallet.transactions.map((entry) => entry.membershipNumber), ...carrying.map(({ line }) => line.membershipNumber)]);
  for (const membershipNumber of members) {
    const mine = entriesOf(store.wallet, { membershipNumber });
    const credited = (state: string) => sumOf(carrying.filter(({ file, line }) => file.state === state && line.membershipNumber === membershipNumber).map(({ line }) => line));
    expect({ membershipNumber, paid: sumOf(mine.filter((entry) => entry.state === 'Paid')) }).toEqual({ membershipNumber, paid: credited('ReturnsRecorded') });
    expect({ membershipNumber, inPayout: sumOf(mine.filter((entry) => entry.state === 'InPayout')) }).toEqual({ membershipNumber, inPayout: credited('Submitted') });
  }

  // Each file: every credit is the sum of the entries it carries, the contra equals the credits.
  const byId = new Map(store.wallet.transactions.map((entry) => [entry.id, entry]));
  for (const file of store.bacs.files) {
    const summary = fileSummary(file);
    for (const line of file.lines) expect(pence(line.amount)).toBe(pence(sumOf(line.transactionIds.map((id) => byId.get(id)!))));
    expect(pence(summary.contraTotal)).toBe(pence(summary.creditTotal));
    expect(pence(summary.creditTotal)).toBe(pence(sumOf(file.lines)));
  }

  // Each period: once its cashback is in the ledger, its totals are the sum of its entries; Paid exactly when all of it is in submitted files.
  for (const period of store.rewards.periods) {
    const detail = periodDetail(store, period);
    const entries = entriesOf(store.wallet, { periodId: period.id });
    if (period.schemeType === 'calor')
      expect({ period: period.name, calculated: detail.totals.calculatedCashback }).toEqual({
        period: period.name,
        calculated: sumOf(entries.filter((entry) => entry.claimReference && isEarned(entry))),
      });
    else if (['CashbackCalculated', 'ApprovedForPayout', 'Paid'].includes(period.state))
      expect({ period: `${period.schemeType} ${period.name}`, cashback: detail.totals.cashback }).toEqual({
        period: `${period.schemeType} ${period.name}`,
        cashback: sumOf(entries.filter(countsInPeriod)),
      });
    if (period.state === 'Paid' || period.state === 'ApprovedForPayout')
      expect({ period: `${period.schemeType} ${period.name}`, state: period.state }).toEqual({
        period: `${period.schemeType} ${period.name}`,
        state: isPeriodPaid(store, period.id) ? 'Paid' : 'ApprovedForPayout',
      });
  }
}

/** A store whose money slices are copies (the actions change nothing else), so each sequence starts from the seed. */
const copyOfMoneySlices = (store: SimulatorStore): SimulatorStore => ({
  ...store,
  ...structuredClone({ calor: store.calor, rewards: store.rewards, wallet: store.wallet, programmeStaff: store.programmeStaff, bacs: store.bacs }),
});

describe('the cashback ledger under random staff actions', () => {
  // One seed, copied for each sequence: building the demo data is the slow part.
  const seeded = createSimulatorStore();

  it('holds in the demo data as seeded', () => {
    expectLedgerAgrees(seeded);
  });

  it('holds after 200 random sequences of claim decisions, reports, period moves and BACS file actions', () => {
    fc.assert(
      fc.property(fc.array(anAction, { minLength: 1, maxLength: 20 }), (actions) => {
        const store = copyOfMoneySlices(seeded);
        for (const action of actions) act(store, action);
        expectLedgerAgrees(store);
      }),
      { numRuns: 200 },
    );
  });
});
