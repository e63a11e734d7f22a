import type { DocumentDefinition } from '../definition';
import { ANSWER_THIS, businessNameQuestion, optional, required } from './questionHelpers';

/**
 * Fire Safety Risk Assessment (Regulatory Reform (Fire Safety) Order 2005), in PAS 79-1's order: premises
 * and people, hazards, protection, management, risk rating, action plan; since 1 October 2023 recorded in
 * full with who carried it out (DOMAIN-NOTES §1).
 */
export const fireSafetyRiskAssessment: DocumentDefinition = {
  type: 'fireSafetyRiskAssessment',
  revision: 1,
  sections: [
    {
      id: 'premises',
      title: 'Premises and people',
      questions: [
        businessNameQuestion,
        {
          id: 'premisesDescription',
          type: 'longText',
          label: 'Describe the premises',
          hint: 'The building, its floors and rooms, and what each is used for.',
          rule: required('Describe the premises'),
        },
        {
          id: 'peopleAtRisk',
          type: 'multiChoice',
          label: 'Who could be at risk if there is a fire?',
          rule: required('Select who could be at risk if there is a fire'),
          options: [
            'Employees',
            'Customers and visitors',
            'People working alone or late',
            'Young workers',
            'People who would need help to escape',
            'People sleeping on the premises',
            'Contractors and delivery drivers',
          ],
        },
        {
          id: 'maxPeople',
          type: 'number',
          label: 'The most people who could be on the premises at once',
          rule: required('Enter the most people who could be on the premises at once, as a whole number'),
          integer: true,
          min: { value: 1, message: 'Enter the most people who could be on the premises at once, as a whole number' },
        },
      ],
    },
    {
      id: 'hazards',
      title: 'Fire hazards',
      intro: 'A fire needs something to start it and something to burn.',
      questions: [
        {
          id: 'ignitionSources',
          type: 'multiChoice',
          label: 'What could start a fire?',
          rule: required('Select at least one thing that could start a fire'),
          options: ['Cooking appliances', 'Deep-fat fryers', 'Electrical equipment', 'Portable heaters', 'Smoking', 'Gas appliances or LPG cylinders', 'Solid-fuel oven or open flames', 'Generator'],
        },
        {
          id: 'fuelSources',
          type: 'multiChoice',
          label: 'What could burn?',
          rule: required('Select at least one thing that could burn'),
          options: ['Cooking oil and fat', 'Packaging and waste', 'LPG or other gas cylinders', 'Cleaning chemicals', 'Furniture and furnishings', 'Paper, napkins and linen'],
        },
        {
          id: 'extractionCleaned',
          type: 'yesNo',
          label: 'Are the extraction canopy, filters and ducts cleaned regularly?',
          hint: 'Grease in the ducts is a common cause of kitchen fires.',
          rule: ANSWER_THIS,
        },
        { id: 'otherHazards', type: 'longText', label: 'Anything else about fire hazards', rule: optional },
      ],
    },
    {
      id: 'protection',
      title: 'Fire protection',
      intro: 'How people are warned and how they get out safely.',
      questions: [
        {
          id: 'escapeRoutes',
          type: 'longText',
          label: 'Describe the escape routes',
          hint: 'Kept clear, with doors that open easily without a key, leading to a safe place.',
          rule: required('Describe the escape routes'),
        },
        {
          id: 'detection',
          type: 'choice',
          label: 'How would a fire be detected?',
          rule: required('Select how a fire would be detected'),
          options: ['Fire alarm system', 'Mains-wired smoke and heat alarms', 'Battery smoke alarms', 'No alarms'],
        },
        { id: 'emergencyLighting', type: 'yesNo', label: 'Is there emergency lighting on the escape routes?', rule: ANSWER_THIS },
        { id: 'signs', type: 'yesNo', label: 'Are fire exit signs and fire action notices displayed?', rule: ANSWER_THIS },
        {
          id: 'extinguishers',
          type: 'longText',
          label: 'Which extinguishers and fire blankets do you have, and where?',
          hint: 'A wet chemical extinguisher for deep-fat fryers and a fire blanket in the kitchen.',
          rule: required('Describe your extinguishers and fire blankets and where they are'),
        },
      ],
    },
    {
      id: 'management',
      title: 'Fire safety management',
      questions: [
        { id: 'procedures', type: 'longText', label: 'What does everyone do if there is a fire?', rule: required('Describe what everyone does if there is a fire') },
        { id: 'training', type: 'longText', label: 'What fire safety training do staff get?', rule: required('Describe the fire safety training staff get') },
        { id: 'drills', type: 'choice', label: 'How often do you hold a fire drill?', rule: required('Select how often you hold a fire drill'), options: ['Every 6 months', 'Once a year', 'Not yet'] },
        {
          id: 'testing',
          type: 'longText',
          label: 'What do you check and test, and how often?',
          hint: 'For example: alarm tested weekly, emergency lighting monthly, extinguishers serviced every year.',
          rule: required('Describe what you check and test, and how often'),
        },
      ],
    },
    {
      id: 'risk',
      title: 'Risk rating',
      questions: [
        { id: 'likelihood', type: 'choice', label: 'How likely is a fire to start?', rule: required('Select how likely a fire is to start'), options: ['Low', 'Medium', 'High'] },
        {
          id: 'harm',
          type: 'choice',
          label: 'If a fire started, how badly could people be hurt?',
          rule: required('Select how badly people could be hurt'),
          options: ['Slight harm', 'Moderate harm', 'Extreme harm'],
        },
        {
          id: 'overallRisk',
          type: 'choice',
          label: 'Overall, the fire risk is',
          rule: required('Select the overall fire risk'),
          options: ['Trivial', 'Tolerable', 'Moderate', 'Substantial', 'Intolerable'],
        },
      ],
    },
    {
      id: 'actionPlan',
      title: 'Action plan',
      intro: 'What you will do to reduce the risk, who will do it and by when. Leave it empty if nothing needs doing.',
      questions: [
        {
          id: 'actions',
          type: 'rows',
          label: 'Actions',
          itemName: 'Action',
          addLabel: 'Add an action',
          titleColumn: 'action',
          rule: optional,
          columns: [
            { id: 'action', type: 'longText', label: 'Action', rule: required('Enter the action') },
            { id: 'priority', type: 'choice', label: 'Priority', rule: required('Select the priority'), options: ['High', 'Medium', 'Low'] },
            { id: 'who', type: 'text', label: 'Who will do it', rule: required('Enter who will do it') },
            { id: 'due', type: 'date', label: 'By when', rule: required('Enter when it will be done by') },
            { id: 'done', type: 'yesNo', label: 'Done', rule: optional },
          ],
        },
      ],
    },
    {
      id: 'assessor',
      title: 'Who carried out the assessment',
      intro: 'Since 1 October 2023 every business must record the name and organisation of whoever carried out or reviewed its fire risk assessment.',
      questions: [
        { id: 'responsiblePerson', type: 'text', label: 'The responsible person', hint: 'The employer, or whoever is in control of the premises.', rule: required('Enter the responsible person') },
        { id: 'assessorName', type: 'text', label: 'Who carried out the assessment?', rule: required('Enter who carried out the assessment') },
        { id: 'assessorOrganisation', type: 'text', label: 'Their organisation', hint: 'Your business name if you did it yourself.', rule: required('Enter the organisation of whoever carried out the assessment') },
      ],
    },
  ],
  signing: {
    intro: 'Sign as the responsible person, or on their behalf.',
    roleLabel: 'Role',
    roleHint: 'For example: owner or manager.',
  },
  startingAnswers: {},
};
