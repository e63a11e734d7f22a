import type { SchemeType } from '../rewards/schemes';
import type { StatusTone } from '../statusTone';
import type { StaffMember } from '../staffMember';
import type { ExclusionReason } from './accountCheck';
import type { BacsCheck } from './bacsChecks';

/**
 * A payout file's life: Draft (built by the API from approved cashback) → Approved (by a second Larder
 * administrator) → Submitted (sent to Bacs: its cashback is being paid) → ReturnsRecorded (the ARUCS
 * report is in: returned credits are back in members' wallets, the rest is paid). A draft may also be
 * discarded, which frees its cashback for another file.
 */
export const BACS_FILE_STATES = ['Draft', 'Approved', 'Submitted', 'ReturnsRecorded'] as const;
export type BacsFileState = (typeof BACS_FILE_STATES)[number];

export const BACS_FILE_STATE_LABELS: Record<BacsFileState, string> = {
  Draft: 'Draft',
  Approved: 'Approved',
  Submitted: 'Submitted',
  ReturnsRecorded: 'Returns recorded',
};

/** Each state's tone in the portal's one status colour language (statusTone.ts). */
export const BACS_FILE_STATE_TONES: Record<BacsFileState, StatusTone> = {
  Draft: 'waiting',
  Approved: 'onItsWay',
  Submitted: 'onItsWay',
  ReturnsRecorded: 'done',
};

/** Who did something to the file, and when (ISO 8601). */
export interface BacsFileEvent {
  by: StaffMember;
  on: string;
}

export interface BacsFileSummary {
  /** GUID. */
  id: string;
  /** e.g. 'BACS-00002'. */
  reference: string;
  state: BacsFileState;
  /** yyyy-MM-dd: the Bacs processing day (day 2 of the 3-day cycle). */
  processingDate: string;
  periods: { id: string; schemeType: SchemeType; name: string }[];
  itemCount: number;
  /** Pounds. */
  creditTotal: number;
  /** Pounds: the contra debit balancing the credits. */
  contraTotal: number;
  created: BacsFileEvent;
  approved: BacsFileEvent | null;
  submitted: BacsFileEvent | null;
  returnsRecorded: BacsFileEvent | null;
  /** How many credits the bank returned, and their total in pounds. */
  returnedCount: number;
  returnedTotal: number;
}

/** The cashback a member was owed in the file's periods but that could not go into it, and why. */
export interface BacsExclusion {
  membershipNumber: string;
  memberName: string;
  /** Pounds. */
  amount: number;
  transactionCount: number;
  reason: ExclusionReason;
  detail: string;
}

export interface BacsFileDetail extends BacsFileSummary {
  /** What the file's periods held approved for payout when it was built: its lines and exclusions must add up to it. */
  approvedCashback: { transactionCount: number; total: number };
  /** How many members were left out of the file (each with the reason: getBacsFileExclusions), and their cashback in all, in pounds. */
  exclusionCount: number;
  exclusionTotal: number;
  /** The checks a finance user makes before releasing the file, as the API ran them just now. */
  checks: BacsCheck[];
  /** The data records' file name when downloaded. */
  fileName: string;
  /** The labelled Standard 18 file's name when downloaded. */
  labelledFileName: string;
}

/** A credit returned by the bank (ARUCS), recorded against its line. */
export interface BacsReturn {
  reason: string;
  recorded: BacsFileEvent;
}

/** One credit as it will appear: the payee name and reference after Bacs cleaning and truncation. */
export interface BacsLine {
  id: string;
  lineNumber: number;
  membershipNumber: string;
  memberName: string;
  /** Masked: '••-••-76'. */
  sortCode: string;
  /** Masked: '••••0368'. */
  accountNumber: string;
  payeeName: string;
  reference: string;
  /** Pounds. */
  amount: number;
  transactionCount: number;
  returned: BacsReturn | null;
}

/** Returned-credit reasons as the bank's ARUCS report gives them, in plain words. */
export const BACS_RETURN_REASONS = [
  'Account closed',
  'No account, or the account number is wrong',
  'Account transferred to another bank or branch',
  'Payee deceased',
  'Account does not take credits',
  'Payee name does not match the account',
  'Other reason on the ARUCS report',
] as const;

/** A programme period with approved cashback that no unsent file carries yet: what a new file is built from. */
export interface PayablePeriod {
  period: { id: string; schemeType: SchemeType; name: string; startDate: string; endDate: string };
  transactionCount: number;
  /** Pounds. */
  total: number;
}

/** Asking for a new file: the periods whose approved cashback it pays, and the Bacs processing day. */
export interface CreateBacsFileRequest {
  periodIds: string[];
  /** yyyy-MM-dd */
  processingDate: string;
}

/** The bank's returned credits (ARUCS) to record against a submitted file's lines. */
export interface RecordBacsReturnsRequest {
  returns: { lineId: string; reason: string }[];
}
