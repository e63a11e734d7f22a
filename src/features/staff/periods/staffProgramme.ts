import { PROGRAMMES, type ProgrammeDefinition } from '@/domain/rewards/programmes';
import type { SchemeType } from '@/domain/rewards/schemes';
import { RHYTHM_WORDS } from '@/domain/rewards/periods';

/** The definition that drives a programme's staff screens. */
export const staffProgramme = (schemeType: SchemeType): ProgrammeDefinition => PROGRAMMES[schemeType];

/** "quarter", "half-year" */
export const rhythmWord = (programme: ProgrammeDefinition) => RHYTHM_WORDS[programme.periodRhythm];
