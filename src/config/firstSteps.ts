import { pathTo } from './paths';

export type FirstStepId = 'risk-assessments' | 'rewards' | 'documents';

export interface FirstStep {
  id: FirstStepId;
  title: string;
  description: string;
  linkLabel: string;
  to: string;
}

/**
 * A new member's three first steps, in order (spec §2 "Welcome modal": risk assessments, rewards,
 * documents). The welcome recommends them and the dashboard's "Get started" checklist follows them, so
 * both name the same steps in the same order.
 */
export const FIRST_STEPS: readonly FirstStep[] = [
  {
    id: 'risk-assessments',
    title: 'Create your risk assessments',
    description: 'Work through the risk assessments for your premises, so you are ready for an inspection.',
    linkLabel: 'Go to risk assessments',
    to: pathTo('riskAssessments'),
  },
  {
    id: 'rewards',
    title: 'Sign up to rewards',
    description: 'Earn cashback on what you already buy from our supplier partners.',
    linkLabel: 'Go to rewards',
    to: pathTo('rewardsHome'),
  },
  {
    id: 'documents',
    title: 'Upload your documents',
    description: 'Keep your company documents together in one safe place.',
    linkLabel: 'Go to documents',
    to: pathTo('companyDocuments'),
  },
];
