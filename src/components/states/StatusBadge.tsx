import type { ReactNode } from 'react';
import { STATUS_TONE_CLASSES, type StatusTone } from '@/domain/statusTone';

/** A status as a badge in the portal's one colour language (src/domain/statusTone.ts). */
export function StatusBadge({ tone, className, children }: { tone: StatusTone; className?: string; children: ReactNode }) {
  return <span className={['badge', STATUS_TONE_CLASSES[tone], className].filter(Boolean).join(' ')}>{children}</span>;
}
