import type { DocumentDefinition, StoredRow } from '../definition';
import { ANSWER_THIS, businessNameQuestion, optional, required } from './questionHelpers';

/** The main hazards of a catering business (DOMAIN-NOTES §1), each with how it usually harms people. */
const CATERING_HAZARDS: readonly [string, string][] = [
  ['Slips and trips', 'Staff and customers could slip on wet or greasy floors or trip over boxes and cables, causing sprains, fractures or head injuries.'],
  ['Manual handling', 'Staff lifting deliveries, stock, pans and cylinders could injure their backs.'],
  ['Hot surfaces and hot oil', 'Kitchen staff could be burned by hot surfaces, steam, or hot oil from fryers.'],
  ['Knives', 'Kitchen staff could cut themselves using, cleaning or putting away knives.'],
  ['Harmful substances', 'Cleaning staff could get burns or breathing problems from cleaning chemicals (see the COSHH assessment).'],
  ['Dermatitis', 'Staff doing wet work (washing up, cleaning, preparing food) could get sore, cracked skin.'],
  ['Gas', 'Everyone on the premises could be harmed by a gas leak, fire or carbon monoxide from faulty appliances.'],
  ['Electricity', 'Staff could get electric shocks or burns from faulty equipment, plugs or leads, especially near water.'],
];

const hazardRow = ([hazard, whoAndHow]: [string, string]): StoredRow => ({
  hazard,
  whoAndHow,
  alreadyDoing: '',
  furtherAction: '',
  actionBy: '',
  actionDue: null,
  done: '',
});

/**
 * Health & Safety Risk Assessment (Management of H&S at Work Regulations 1999 reg 3), in the HSE's five
 * steps and recording columns: hazard, who might be harmed and how, what you already do, further action,
 * who, by when, done (DOMAIN-NOTES §1).
 */
export const healthAndSafetyRiskAssessment: DocumentDefinition = {
  type: 'healthAndSafetyRiskAssessment',
  revision: 1,
  sections: [
    {
      id: 'business',
      title: 'About the workplace',
      questions: [
        businessNameQuestion,
        { id: 'workplace', type: 'longText', label: 'Describe the workplace and the work done there', rule: required('Describe the workplace and the work done there') },
        {
          id: 'people',
          type: 'longText',
          label: 'Who works here, and who else could be harmed?',
          hint: 'Think of staff, young workers, new and expectant mothers, customers, contractors and delivery drivers.',
          rule: required('Describe who works here and who else could be harmed'),
        },
      ],
    },
    {
      id: 'hazards',
      title: 'Hazards and what you do about them',
      intro:
        'The HSE\'s five steps: find the hazards, decide who might be harmed and how, decide what to do about them, write it down, and review it. The usual kitchen hazards are listed: remove any that do not apply and add your own.',
      questions: [
        {
          id: 'hazards',
          type: 'rows',
          label: 'Hazards',
          itemName: 'Hazard',
          addLabel: 'Add a hazard',
          titleColumn: 'hazard',
          rule: required('Add at least one hazard'),
          columns: [
            { id: 'hazard', type: 'text', label: 'Hazard', rule: required('Enter the hazard') },
            { id: 'whoAndHow', type: 'longText', label: 'Who might be harmed and how', rule: required('Enter who might be harmed and how') },
            { id: 'alreadyDoing', type: 'longText', label: 'What you already do', rule: required('Enter what you already do about the hazard') },
            { id: 'furtherAction', type: 'longText', label: 'Further action needed', rule: optional },
            { id: 'actionBy', type: 'text', label: 'Who will do it', rule: optional },
            { id: 'actionDue', type: 'date', label: 'By when', rule: optional },
            { id: 'done', type: 'yesNo', label: 'Done', rule: optional },
          ],
        },
      ],
    },
    {
      id: 'review',
      title: 'Sharing and review',
      questions: [
        { id: 'toldStaff', type: 'yesNo', label: 'Have you told your staff what you found and what you will do?', rule: ANSWER_THIS },
        { id: 'reviewTriggers', type: 'longText', label: 'When else will you review it?', rule: optional },
      ],
    },
  ],
  signing: {
    intro: 'Sign as the person who carried out the assessment.',
    roleLabel: 'Role',
    roleHint: 'For example: owner or manager.',
  },
  startingAnswers: {
    hazards: { hazards: CATERING_HAZARDS.map(hazardRow) },
    review: { reviewTriggers: 'After any significant change, an accident or near miss, new equipment or a new substance, and at least every 12 months.' },
  },
};
