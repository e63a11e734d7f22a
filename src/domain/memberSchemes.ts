/** The four supplier programmes (spec §1): packaging, gas, wholesale and catering equipment. */
export type SchemeType = 'calor' | 'biopak' | 'nisbets' | 'booker';
export type SchemeStatus = 'SignedUp' | 'Pending' | 'NotSignedUp';

/** A rewards scheme and where the member stands on it: call 7's answer (designed: the spec leaves it open). */
export interface MemberScheme {
  schemeType: SchemeType;
  name: string;
  status: SchemeStatus;
}
