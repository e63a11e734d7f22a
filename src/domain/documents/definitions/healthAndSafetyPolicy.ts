import type { DocumentDefinition } from '../definition';
import { ANSWER_THIS, businessNameQuestion, optional, required } from './questionHelpers';

/**
 * Health & Safety Policy (Health and Safety at Work etc. Act 1974 s.2(3)): a statement of intent signed
 * by the most senior person, who is responsible for what, and the arrangements (DOMAIN-NOTES §1).
 */
export const healthAndSafetyPolicy: DocumentDefinition = {
  type: 'healthAndSafetyPolicy',
  revision: 1,
  sections: [
    {
      id: 'business',
      title: 'About your business',
      questions: [
        businessNameQuestion,
        {
          id: 'employees',
          type: 'number',
          label: 'How many people work for the business?',
          hint: 'Count people, not hours: each part-time member of staff counts as one. With 5 or more, the law says your policy must be written down.',
          rule: required('Enter how many people work for the business, as a whole number'),
          integer: true,
          min: { value: 0, message: 'Enter how many people work for the business, as a whole number' },
        },
      ],
    },
    {
      id: 'statement',
      title: 'Statement of intent',
      intro: 'Your commitment to health and safety, in your own words. The most senior person in the business signs it when you complete the policy.',
      questions: [{ id: 'statement', type: 'longText', label: 'Statement of intent', rule: required('Write your statement of intent') }],
    },
    {
      id: 'responsibilities',
      title: 'Responsibilities',
      intro: 'Who is responsible for health and safety, and what everyone who works here must do.',
      questions: [
        { id: 'overallName', type: 'text', label: 'Who is overall responsible for health and safety?', hint: 'Usually the owner or a director.', rule: required('Enter who is overall responsible for health and safety') },
        { id: 'overallRole', type: 'text', label: 'Their role', rule: required('Enter the role of the person overall responsible') },
        { id: 'dayToDayName', type: 'text', label: 'Who looks after health and safety day to day?', rule: required('Enter who looks after health and safety day to day') },
        { id: 'dayToDayRole', type: 'text', label: 'Their role', rule: optional },
        { id: 'employeeDuties', type: 'longText', label: 'What must everyone who works here do?', rule: required('Describe what everyone who works here must do') },
      ],
    },
    {
      id: 'arrangements',
      title: 'Arrangements',
      intro: 'How you put the policy into practice, day to day.',
      questions: [
        { id: 'riskAssessments', type: 'longText', label: 'Risk assessment: who assesses the risks, and how often?', rule: required('Describe how you assess risks') },
        { id: 'consultation', type: 'longText', label: 'How do you talk to your staff about health and safety?', rule: required('Describe how you consult your staff') },
        { id: 'equipment', type: 'longText', label: 'Safe equipment: how do you choose, check and maintain it?', rule: required('Describe how you keep equipment safe') },
        { id: 'usesGas', type: 'yesNo', label: 'Do you use gas appliances?', rule: ANSWER_THIS },
        {
          id: 'gasEngineer',
          type: 'text',
          label: 'Who services your gas appliances?',
          hint: 'A Gas Safe registered engineer, at least once a year.',
          rule: required('Enter who services your gas appliances'),
          showWhen: { questionId: 'usesGas', equals: 'yes' },
        },
        { id: 'substances', type: 'longText', label: 'How do you handle cleaning chemicals and other hazardous substances safely?', hint: 'Your COSHH assessment covers each substance.', rule: required('Describe how you handle hazardous substances safely') },
        { id: 'training', type: 'longText', label: 'Information, instruction, supervision and training', hint: 'What new starters are shown, who supervises them, and what training each job needs.', rule: required('Describe how you inform, instruct, supervise and train staff') },
        { id: 'firstAider', type: 'text', label: 'Who looks after first aid?', rule: required('Enter who looks after first aid') },
        { id: 'firstAidBox', type: 'text', label: 'Where is the first-aid box?', rule: required('Enter where the first-aid box is kept') },
        { id: 'accidentBook', type: 'text', label: 'Where is the accident book?', hint: 'Some injuries and dangerous occurrences must also be reported to the HSE (RIDDOR).', rule: required('Enter where the accident book is kept') },
        { id: 'monitoring', type: 'longText', label: 'How do you check that the policy is working?', rule: required('Describe how you check that the policy is working') },
        { id: 'emergency', type: 'longText', label: 'Emergencies: what happens if there is a fire or the building must be evacuated?', rule: required('Describe what happens in an emergency') },
        { id: 'assemblyPoint', type: 'text', label: 'Fire assembly point', rule: required('Enter the fire assembly point') },
      ],
    },
  ],
  signing: {
    intro: 'Signing puts the policy into effect. The most senior person in the business signs the statement of intent.',
    roleLabel: 'Position',
    roleHint: 'For example: owner, director or managing partner.',
    declaration: {
      label: 'I am the most senior person in the business',
      message: 'Confirm that you are the most senior person in the business: they sign the statement of intent',
    },
  },
  startingAnswers: {
    statement: {
      statement:
        'We aim to provide a safe and healthy workplace for everyone who works here, and for our customers and visitors. We will assess the risks of our work and control them, consult our staff, provide safe equipment and safe ways of working, give everyone the information, instruction, training and supervision they need, and review this policy at least once a year.',
    },
    responsibilities: {
      employeeDuties:
        'Take reasonable care of themselves and others; follow the safe ways of working and the training they are given; use protective equipment provided; report hazards, accidents and near misses straight away; never misuse anything provided for health and safety.',
    },
    arrangements: {
      riskAssessments:
        'We carry out and record risk assessments for health and safety, fire and food safety, and review them at least every 12 months and after any significant change, incident, new equipment or new substance. We tell staff what we find and what we will do about it.',
      consultation: 'We talk about health and safety at team meetings and staff can raise concerns with their manager at any time.',
    },
  },
};
