// TEST DOUBLE, never shipped: every write on a member's path is recorded with who made it, and whether they
// made it for the member (staff acting for them) or as the member (api/openapi.yaml, "Who may call what";
// read with GET /members/{membershipNumber}/activity). Kept per member, newest last.
import type { ApiSchemas } from '../handlers/options';

/** One change, as GET /members/{membershipNumber}/activity answers it. */
export type ActivityRecord = ApiSchemas['MemberActivity'];

/** Keyed by membership number. */
export type ActivityStore = Map<string, ActivityRecord[]>;

export function recordActivity(store: ActivityStore, membershipNumber: string, record: Omit<ActivityRecord, 'id'>): ActivityRecord {
  const records = store.get(membershipNumber) ?? [];
  const stored = { ...record, id: `${membershipNumber}-${records.length + 1}` };
  records.push(stored);
  store.set(membershipNumber, records);
  return stored;
}
