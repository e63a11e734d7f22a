import { BACS_FILE_STATE_BADGES, BACS_FILE_STATE_LABELS, type BacsFileState } from '@/domain/bacs/bacsFile';

export function BacsFileStateBadge({ state }: { state: BacsFileState }) {
  return <span className={`badge ${BACS_FILE_STATE_BADGES[state]}`}>{BACS_FILE_STATE_LABELS[state]}</span>;
}
