import { memberPath, memberQueryKey } from '@/api/query-keys';

/** Every training call of one member lives under this path and key, so one invalidation reaches them all. */
export const trainingQueryKey = (membershipNumber: string | undefined) => memberQueryKey(membershipNumber, 'training');
export const traineesPath = (membershipNumber: string) => `${memberPath(membershipNumber)}/trainees`;
export const memberTrainingPath = (membershipNumber: string) => `${memberPath(membershipNumber)}/training`;
