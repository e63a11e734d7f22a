// TEST DOUBLE, never shipped: the API simulator's in-memory data, one fresh copy per test or server start.
import type { ApiSchemas } from './handlers/options';
import type { ActivityStore } from './backend-reference/activity';
import type { IdempotencyStore } from './backend-reference/idempotency';
import { seedBacs, type BacsStore } from './seed/bacs';
import { seedAccounts, type AccountStore } from './seed/account';
import { seedCalor, type CalorStore } from './seed/calor';
import { seedCompanyTypes } from './seed/companyTypes';
import { seedGas, type GasStore } from './seed/gas';
import { seedMembers } from './seed/members';
import { seedProgrammeStaff, type ProgrammeStaffStore } from './seed/programmeStaff';
import { seedRewards, type RewardsStore } from './seed/rewards';
import { seedTraining, type TrainingStore } from './seed/training';
import { seedDocuments, type DocumentsStore } from './seed/documents';
import { seedPremisesReference, type PremisesReferenceLists } from './seed/premisesReference';
import { seedUnits, type UnitsStore } from './seed/units';
import { seedWallet, type WalletStore } from './seed/wallet';
import { addCopiedMembers, scaleAccountHistory, scaleTraining, scaleUnits } from './seed/scale';
import { workOutEveryClaimsFlags } from './backend-reference/claimReview';

/** Everything the simulator holds about one member (one membership number). */
export interface MemberRecord {
  membershipNumber: string;
  accountId: string;
  details: ApiSchemas['MembershipInfo'];
  /** The answer of the renewal check: 'Ok', or the reason renewal is refused. */
  canRenew: string;
  permissions: ApiSchemas['Permissions'];
}

export interface RequestLogEntry {
  method: string;
  /** The path below the API address, e.g. `/members/LM100001/details`. */
  path: string;
}

export interface SimulatorStore {
  companyTypes: ApiSchemas['CompanyTypeReference'][];
  /** Keyed by membership number. */
  members: Map<string, MemberRecord>;
  /** Every request the simulator's handlers saw, in order. */
  requests: RequestLogEntry[];
  /** The first answer to each Idempotency-Key (backend-reference/idempotency.ts). */
  idempotency: IdempotencyStore;
  // Each area keeps its own slice, seeded in its seed/ module.
  units: UnitsStore;
  calor: CalorStore;
  rewards: RewardsStore;
  wallet: WalletStore;
  /** Programme staff's side of the rewards: sign-up decisions, period audit trails, reports, adjustments. */
  programmeStaff: ProgrammeStaffStore;
  training: TrainingStore;
  gas: GasStore;
  /** BACS payout files. */
  bacs: BacsStore;
  /** Membership years, contacts, payments, invoices, card payments and the tiers. */
  account: AccountStore;
  premisesReference: PremisesReferenceLists;
  documents: DocumentsStore;
  /** Every write on a member's path, with who made it (backend-reference/activity.ts). */
  activity: ActivityStore;
}

export interface SimulatorOptions {
  /** The server-side half of VITE_PAYMENTS_DISABLED: the simulator refuses new card payments. */
  cardPaymentsDisabled?: boolean;
  /** LARDER_SCALE: the demo data multiplied (seed/scale.ts); 1, the demo data as it is, by default. */
  scale?: number;
}

export function createSimulatorStore({ cardPaymentsDisabled = false, scale = 1 }: SimulatorOptions = {}): SimulatorStore {
  const today = new Date();
  const calor = seedCalor(today, scale);
  const rewards = seedRewards();
  // Adds the sign-up queues (and their members' purchases) to the rewards and Calor slices first.
  const programmeStaff = seedProgrammeStaff(rewards, calor);
  const wallet = seedWallet(rewards, calor);
  const account = seedAccounts(today);
  account.cardPaymentsDisabled = cardPaymentsDisabled;
  scaleAccountHistory(account, scale, today);
  const members = seedMembers();
  addCopiedMembers({ members, account }, calor);
  const units = seedUnits();
  scaleUnits(units, scale);
  const training = seedTraining(today);
  scaleTraining(training, scale);
  const store: SimulatorStore = {
    companyTypes: seedCompanyTypes(),
    members,
    requests: [],
    idempotency: new Map(),
    units,
    calor,
    // The wallet holds the cashback of Calor's claims and of the other programmes' periods.
    rewards,
    wallet,
    programmeStaff,
    training,
    gas: seedGas(),
    // The files carry the wallet's approved cashback (the submitted one has moved it to being paid).
    bacs: seedBacs(wallet, rewards, calor),
    account,
    premisesReference: seedPremisesReference(),
    documents: seedDocuments(),
    activity: new Map(),
  };
  // The claims come with their flags, as a server's stored claims do.
  workOutEveryClaimsFlags(store);
  return store;
}
