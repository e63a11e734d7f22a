import { object, string } from 'yup';

export interface ActForMemberValues {
  membershipNumber: string;
}

export const MEMBERSHIP_NUMBER_REQUIRED_MESSAGE = 'Enter a membership number';
export const MEMBERSHIP_NUMBER_FORMAT_MESSAGE = 'A membership number has only letters and digits';

/** Letters and digits only; surrounding spaces from a paste are dropped and letters read in capitals. */
export const actForMemberSchema = object({
  membershipNumber: string()
    .default('')
    .trim()
    .required(MEMBERSHIP_NUMBER_REQUIRED_MESSAGE)
    .matches(/^[A-Za-z0-9]+$/, MEMBERSHIP_NUMBER_FORMAT_MESSAGE)
    .uppercase(),
});

/** The member-route that loads the member's account id and sets the impersonation override (spec §2). */
export function actForMemberPath(membershipNumber: string): string {
  return `/${encodeURIComponent(membershipNumber)}/dashboard/home`;
}
