import { object, string } from 'yup';
import type { AccountStatus } from '../accountStatus';
import { QUERY_LIMITS } from '../contractLimits';
import type { ListDefinition, ListQuery, Paged } from '../lists/listQuery';
import type { StatusTone } from '../statusTone';
import { limitedText } from '../text/textField';

/** One member the search found (api/openapi.yaml `MemberSearchResult`). */
export interface MemberSearchResult {
  membershipNumber: string;
  tradingName: string;
  town: string;
  postcode: string;
  accountStatus: AccountStatus;
}

export type MemberSearchPage = Paged<MemberSearchResult>;

/** The search in the address (`?q=…&page=2`); the server's order is fixed, so its one sort is nominal. */
export const FIND_MEMBER_LIST: ListDefinition<'match', 'q'> = {
  sorts: ['match'],
  filters: ['q'],
  defaultSort: 'match',
  defaultDirection: 'asc',
};

export type FindMemberQuery = ListQuery<'match', 'q'>;

export interface FindMemberValues {
  q: string;
}

const LABEL = 'Membership number, business name or postcode';
const LIMITS = QUERY_LIMITS.searchMembers.q;

export const FIND_MEMBER_REQUIRED_MESSAGE = 'Enter a membership number, business name or postcode';
export const FIND_MEMBER_TOO_SHORT_MESSAGE = `Enter at least ${LIMITS.minLength} characters of a membership number, business name or postcode`;

/** What an account manager types to find a member: trimmed, 2 to 100 characters (the contract's `q`). */
export const findMemberSchema = object({
  q: limitedText(string().default('').trim().required(FIND_MEMBER_REQUIRED_MESSAGE).min(LIMITS.minLength, FIND_MEMBER_TOO_SHORT_MESSAGE), LABEL, LIMITS),
});

/** An account status in the one colour language: open, due soon, owing, or no longer a member. */
export const ACCOUNT_STATUS_TONES: Record<AccountStatus, StatusTone> = {
  Active: 'done',
  'Renew Soon': 'attention',
  Suspended: 'problem',
  Archived: 'ended',
  Cancelled: 'ended',
  Expired: 'ended',
};
