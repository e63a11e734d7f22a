// TEST DOUBLE, never shipped: how an account manager finds a member (searchMembers, GET /members/search).
import { invalid, type Refusal } from './refusal';

/** What the search reads of one member: the account's number, business name, mail town and postcode, status. */
export interface SearchableMember {
  membershipNumber: string;
  tradingName: string;
  town: string;
  postcode: string;
  accountStatus: string;
}

/** The shortest search after trimming (api/openapi.yaml `searchMembers`: `q` is 2 to 100 characters). */
export const MEMBER_SEARCH_MIN_LENGTH = 2;

/** A number or a postcode as it is compared: upper case, no spaces (`hg1 1aa` is `HG11AA`). */
const compact = (value: string) => value.normalize('NFKC').replace(/\s+/g, '').toUpperCase();

/** A business name as it is compared: any case, its runs of spaces read as one, typographic apostrophes as plain. */
const words = (value: string) =>
  value.normalize('NFKC').replace(/[\u2018\u2019\u02BC]/g, "'").replace(/\s+/g, ' ').trim().toLocaleLowerCase('en-GB');

/** The search as typed, trimmed; shorter than two characters is bad input (it would list every member). */
export function readMemberSearch(q: string | null): string | Refusal {
  const trimmed = (q ?? '').trim();
  if (trimmed.length < MEMBER_SEARCH_MIN_LENGTH)
    return invalid(`q must be ${MEMBER_SEARCH_MIN_LENGTH} to 100 characters`, [
      { in: 'query', name: 'q', detail: `must be ${MEMBER_SEARCH_MIN_LENGTH} to 100 characters after trimming` },
    ]);
  return trimmed;
}

/**
 * The members matching `q`: its membership number, part of its business name, or part of its postcode
 * (with or without the space, any case). An exact membership number comes first, then by business name
 * and number. One pass over the members, then a sort of what matched.
 */
export function searchMembers<Member extends SearchableMember>(members: Iterable<Member>, q: string): Member[] {
  const asNumberOrPostcode = compact(q);
  const asName = words(q);
  const found: Member[] = [];
  for (const member of members) {
    if (
      compact(member.membershipNumber).includes(asNumberOrPostcode) ||
      words(member.tradingName).includes(asName) ||
      (asNumberOrPostcode.length > 0 && compact(member.postcode).includes(asNumberOrPostcode))
    )
      found.push(member);
  }
  const isExact = (member: Member) => compact(member.membershipNumber) === asNumberOrPostcode;
  return found.sort(
    (a, b) =>
      Number(isExact(b)) - Number(isExact(a)) ||
      a.tradingName.localeCompare(b.tradingName, 'en-GB') ||
      a.membershipNumber.localeCompare(b.membershipNumber, 'en-GB'),
  );
}
