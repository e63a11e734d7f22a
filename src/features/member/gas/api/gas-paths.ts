import { memberPath, memberQueryKey } from '@/api/query-keys';

export const gasSafetyQueryKey = (membershipNumber: string | undefined) => memberQueryKey(membershipNumber, 'gas-safety');
export const gasSafetyPath = (membershipNumber: string) => `${memberPath(membershipNumber)}/gas-safety`;
