// Test helpers: put a demo member's rewards into a given state in the simulator's store.
import { formatISO, subDays } from 'date-fns';
import type { SupplierReportedSchemeType } from '@/domain/rewards/schemes';
import type { ProgrammeSignup, SignupStatus } from '@/domain/rewards/signup';
import type { SimulatorStore } from '../../mocks/api/store';

export const REJECTION_REASON = 'We could not find this account at the supplier. Please check the number on an invoice.';

/** A sign-up of the member's first unit with the given status (Rejected with REJECTION_REASON). */
export function putSignup(
  store: SimulatorStore,
  membershipNumber: string,
  schemeType: SupplierReportedSchemeType,
  status: SignupStatus,
  supplierAccountNumber = schemeType === 'booker' ? '2201448899' : 'ACC10203',
): ProgrammeSignup {
  const unitId = store.units.units.get(membershipNumber)![0]!.id;
  const applied = formatISO(subDays(new Date(), 10));
  const decided = formatISO(subDays(new Date(), 3));
  const signup: ProgrammeSignup = {
    id: `5160a000-0000-4000-8000-00000000${String(store.rewards.signups.length + 900).padStart(4, '0')}`,
    schemeType,
    membershipNumber,
    supplierAccountNumber,
    unitIds: [unitId],
    consentToShareData: true,
    consentGivenOn: applied,
    status,
    submittedOn: applied,
    ...(status === 'Rejected' ? { rejectionReason: REJECTION_REASON } : {}),
    history: [
      { status: 'Pending', changedOn: applied },
      ...(status === 'Pending' ? [] : [{ status, changedOn: decided, ...(status === 'Rejected' ? { reason: REJECTION_REASON } : {}) }]),
    ],
  };
  store.rewards.signups = store.rewards.signups.filter((other) => !(other.membershipNumber === membershipNumber && other.schemeType === schemeType));
  store.rewards.signups.push(signup);
  return signup;
}
