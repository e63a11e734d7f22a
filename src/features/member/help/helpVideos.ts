import type { HelpVideoLinks } from '@/config/config';

export interface HelpVideo {
  /** Its setting in the configuration (VITE_HELP_VIDEO_*). */
  key: keyof HelpVideoLinks;
  title: string;
  description: string;
  /** ISO 8601 duration, for <time dateTime>, and how people read it. */
  duration: string;
  length: string;
}

/** Spec §9's four help videos: what each covers and how long it runs. Their addresses are configured. */
export const HELP_VIDEOS: readonly HelpVideo[] = [
  {
    key: 'foodSafety',
    title: 'Food safety',
    description: 'Keeping food safe in your kitchen: cleaning, chilling, cooking and avoiding cross-contamination.',
    duration: 'PT12M',
    length: '12 minutes',
  },
  {
    key: 'healthAndSafetyFire',
    title: 'Health and safety: fire',
    description: 'Your fire risk assessment, escape routes and alarms, and what to do if a fire starts in the kitchen.',
    duration: 'PT9M',
    length: '9 minutes',
  },
  {
    key: 'healthAndSafetyPolicy',
    title: 'Health and safety policy',
    description: 'What a written health and safety policy says, and who in your business is responsible for what.',
    duration: 'PT8M',
    length: '8 minutes',
  },
  {
    key: 'coshh',
    title: 'COSHH',
    description: 'Storing and using cleaning chemicals safely, and recording them in your COSHH assessment.',
    duration: 'PT7M',
    length: '7 minutes',
  },
];
