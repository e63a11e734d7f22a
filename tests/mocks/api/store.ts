// TEST DOUBLE, never shipped: the API simulator's in-memory data, one fresh copy per test or server start.
import type { CompanyTypeReference, MembershipInfo } from '../../../src/domain/membership';
import type { Permissions } from '../../../src/domain/permissions';
import type { MemberScheme } from '../../../src/domain/memberSchemes';
import { seedCalor, type CalorStore } from './seed/calor';
import { seedCompanyTypes } from './seed/companyTypes';
import { seedDocuments, type DocumentsStore } from './seed/documents';
import { seedMembers } from './seed/members';
import { seedPremisesReference, type PremisesReferenceLists } from './seed/premisesReference';
import { seedUnits, type UnitsStore } from './seed/units';

/** Everything the simulator holds about one member (one membership number). */
export interface MemberRecord {
  membershipNumber: string;
  accountId: string;
  details: MembershipInfo;
  /** The answer of the renewal check: 'Ok', or the reason renewal is refused. */
  canRenew: string;
  permissions: Permissions;
  schemes: MemberScheme[];
}

export interface RequestLogEntry {
  method: string;
  /** The path below the API address, e.g. `/members/LM100001/details`. */
  path: string;
}

export interface SimulatorStore {
  companyTypes: CompanyTypeReference[];
  /** Keyed by membership number. */
  members: Map<string, MemberRecord>;
  /** Every request the simulator's handlers saw, in order. */
  requests: RequestLogEntry[];
  // Each area keeps its own slice, seeded in its seed/ module.
  units: UnitsStore;
  calor: CalorStore;
  premisesReference: PremisesReferenceLists;
  documents: DocumentsStore;
}

export function createSimulatorStore(): SimulatorStore {
  return {
    companyTypes: seedCompanyTypes(),
    members: seedMembers(),
    requests: [],
    units: seedUnits(),
    calor: seedCalor(),
    premisesReference: seedPremisesReference(),
    documents: seedDocuments(),
  };
}
