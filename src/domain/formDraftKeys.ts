import { STORAGE_KEYS } from './storageKeys';

/** Whose a form draft is: the person signed in, and the member in view (none for staff forms about no member). */
export interface DraftOwner {
  userId: string;
  membershipNumber?: string;
}

/** One part of a key: escaped so that a dot in it cannot be taken for the separator. */
const segment = (value: string) => encodeURIComponent(value).replaceAll('.', '%2E');

/** Every draft of one person starts with this. */
export const formDraftsPrefixOf = (userId: string) => `${STORAGE_KEYS.formDraftPrefix}.${segment(userId)}.`;

/** `larder.draft.<person>.<member in view>.<form>` */
export const formDraftKey = ({ userId, membershipNumber }: DraftOwner, formName: string) =>
  `${formDraftsPrefixOf(userId)}${segment(membershipNumber ?? '-')}.${formName}`;

export const isFormDraftKey = (key: string) => key.startsWith(`${STORAGE_KEYS.formDraftPrefix}.`);

/** The person a draft key belongs to, or undefined for a key that is not a draft's. */
export function draftOwnerOf(key: string): string | undefined {
  if (!isFormDraftKey(key)) return undefined;
  const [person] = key.slice(STORAGE_KEYS.formDraftPrefix.length + 1).split('.');
  try {
    return person ? decodeURIComponent(person) : undefined;
  } catch {
    return undefined;
  }
}
