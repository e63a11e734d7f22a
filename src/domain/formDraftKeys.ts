import { STORAGE_KEYS } from './storageKeys';

/** Whose a form draft is: the person signed in, and the member in view (none for staff forms about no member). */
export interface DraftOwner {
  userId: string;
  membershipNumber?: string;
}

/** Every draft of one person starts with this. */
export const formDraftsPrefixOf = (userId: string) => `${STORAGE_KEYS.formDraftPrefix}.${encodeURIComponent(userId)}.`;

/** `larder.draft.<person>.<member in view>.<form>` */
export const formDraftKey = ({ userId, membershipNumber }: DraftOwner, formName: string) =>
  `${formDraftsPrefixOf(userId)}${encodeURIComponent(membershipNumber ?? '-')}.${formName}`;
