import { inTheirWords, type RefusalMessages } from '@/domain/refusal';

/**
 * What finance staff are told when the API refuses a BACS file action, by code (api/areas/finance.yaml).
 * Where the server's sentence names what only it knows (the file's state and who moved it, which checks
 * failed, the earliest processing day), it is said as it comes.
 */
export const BACS_REFUSALS: RefusalMessages = {
  'creator-cannot-approve': 'You created this file, so you cannot approve it: a second Larder administrator must.',
  'wrong-file-state': inTheirWords,
  'file-checks-failed': inTheirWords,
  'returns-too-early': inTheirWords,
  'processing-date-not-accepted': inTheirWords,
  'nothing-to-pay': 'No approved cashback is waiting for payment in these periods. Close this and reload the page to see the latest.',
  'no-payable-bank-details': 'None of this cashback can be paid yet: every member owed it lacks bank details that pass the checks.',
  'unknown-period': 'One of the periods is no longer there. Close this, reload the page and choose again.',
  'unknown-line': 'A credit is no longer in this file. Close this, reload the page and record the returns again.',
  'line-already-returned': inTheirWords,
  'returns-required': 'Choose the bank’s reason for at least one credit: the returns already recorded stay as they are.',
};
