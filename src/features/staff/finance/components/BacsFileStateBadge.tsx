import { StatusBadge } from '@/components/states/StatusBadge';
import { BACS_FILE_STATE_TONES, BACS_FILE_STATE_LABELS, type BacsFileState } from '@/domain/bacs/bacsFile';

export function BacsFileStateBadge({ state }: { state: BacsFileState }) {
  return <StatusBadge tone={BACS_FILE_STATE_TONES[state]}>{BACS_FILE_STATE_LABELS[state]}</StatusBadge>;
}
