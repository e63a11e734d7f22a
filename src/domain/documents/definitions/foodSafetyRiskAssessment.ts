import type { DocumentDefinition } from '../definition';
import { ALLERGENS } from '../allergens';
import { ANSWER_THIS, businessNameQuestion, optional, required } from './questionHelpers';

/**
 * Food Safety Risk Assessment: written procedures based on HACCP (Regulation 852/2004 Art. 5, as retained),
 * in the shape of the FSA's "Safer Food, Better Business" safe methods (DOMAIN-NOTES §1). The sections
 * marked fromDefaults start from the association's default document.
 */
export const foodSafetyRiskAssessment: DocumentDefinition = {
  type: 'foodSafetyRiskAssessment',
  revision: 1,
  sections: [
    {
      id: 'business',
      title: 'About your food business',
      questions: [
        businessNameQuestion,
        { id: 'foodDescription', type: 'longText', label: 'What food do you prepare and serve?', rule: required('Describe the food you prepare and serve') },
        {
          id: 'allergensUsed',
          type: 'multiChoice',
          label: 'Which of the 14 allergens are in your food?',
          hint: 'Leave all unticked if none of them are.',
          rule: optional,
          options: ALLERGENS,
        },
        {
          id: 'ppds',
          type: 'yesNo',
          label: 'Do you sell food prepacked for direct sale (PPDS)?',
          hint: "Food packed here before a customer orders it, such as sandwiches in a chiller. Since 1 October 2021 (Natasha's Law) it must be labelled with its name and full ingredients, with the allergens emphasised.",
          rule: ANSWER_THIS,
        },
        {
          id: 'ppdsLabelling',
          type: 'longText',
          label: 'How do you label it?',
          rule: required('Describe how you label food prepacked for direct sale'),
          showWhen: { questionId: 'ppds', equals: 'yes' },
        },
      ],
    },
    {
      id: 'crossContamination',
      title: 'Cross-contamination',
      intro: 'Keeping harmful bacteria and allergens from spreading to food that is ready to eat.',
      fromDefaults: true,
      questions: [
        { id: 'rawAndReady', type: 'longText', label: 'How do you keep raw and ready-to-eat food apart?', rule: required('Describe how you keep raw and ready-to-eat food apart') },
        { id: 'handWashing', type: 'longText', label: 'When and how do staff wash their hands?', rule: required('Describe when and how staff wash their hands') },
        { id: 'allergenControls', type: 'longText', label: 'How do you stop allergens getting into food that should be free of them?', rule: required('Describe how you control allergens') },
        { id: 'allergenInformation', type: 'longText', label: 'How do you tell customers about allergens?', rule: required('Describe how you tell customers about allergens') },
      ],
    },
    {
      id: 'cleaning',
      title: 'Cleaning',
      fromDefaults: true,
      questions: [
        { id: 'schedule', type: 'longText', label: 'What do you clean, how and how often?', rule: required('Describe what you clean, how and how often') },
        { id: 'twoStage', type: 'yesNo', label: 'Do you clean and then disinfect (the two-stage clean) surfaces that touch food?', rule: ANSWER_THIS },
        { id: 'disinfectantStandard', type: 'yesNo', label: 'Do your disinfectants meet BS EN 1276 or BS EN 13697?', hint: 'The standard is on the label or the safety data sheet.', rule: ANSWER_THIS },
      ],
    },
    {
      id: 'chilling',
      title: 'Chilling',
      intro: 'Chilled food must be kept at 8 °C or below, the legal limit in England, Wales and Northern Ireland; 5 °C or below is recommended.',
      fromDefaults: true,
      questions: [
        {
          id: 'chilledLimit',
          type: 'number',
          label: 'Chilled food is kept at or below',
          unit: '°C',
          rule: required('Enter the highest temperature for chilled food'),
          max: { value: 8, message: 'Chilled food must be kept at 8 °C or below (the legal limit)' },
          min: { value: -5, message: 'Enter a temperature for chilled food, not frozen food' },
        },
        {
          id: 'frozenLimit',
          type: 'number',
          label: 'Frozen food is kept at or below',
          unit: '°C',
          rule: required('Enter the highest temperature for frozen food'),
          max: { value: -18, message: 'Frozen food must be kept at −18 °C or below' },
        },
        { id: 'checks', type: 'longText', label: 'How often do you check fridges and freezers, and what do you do if one is too warm?', rule: required('Describe your fridge and freezer checks') },
        { id: 'cooling', type: 'longText', label: 'How do you cool cooked food quickly?', rule: required('Describe how you cool cooked food') },
      ],
    },
    {
      id: 'cooking',
      title: 'Cooking and hot holding',
      fromDefaults: true,
      questions: [
        {
          id: 'cookingStandard',
          type: 'choice',
          label: 'Food is cooked until the centre reaches',
          rule: required('Select the cooking temperature and time you use'),
          options: ['75 °C for 30 seconds', '70 °C for 2 minutes', '80 °C for 6 seconds'],
        },
        {
          id: 'hotHoldingLimit',
          type: 'number',
          label: 'Hot food is held at or above',
          unit: '°C',
          rule: required('Enter the lowest temperature for hot holding'),
          min: { value: 63, message: 'Hot food must be held at 63 °C or above' },
          max: { value: 100, message: 'Enter a hot-holding temperature of 100 °C or below' },
        },
        { id: 'reheating', type: 'longText', label: 'How do you reheat food?', rule: required('Describe how you reheat food') },
        { id: 'probe', type: 'longText', label: 'How do you check your probe thermometer is accurate?', rule: required('Describe how you check your probe thermometer') },
      ],
    },
    {
      id: 'haccp',
      title: 'Critical control points',
      intro: 'HACCP: the steps where something must be done to keep food safe, the limit that must be met, how you check it and what you do if it is not met.',
      fromDefaults: true,
      questions: [
        {
          id: 'controlPoints',
          type: 'rows',
          label: 'Your critical control points',
          itemName: 'Control point',
          addLabel: 'Add a control point',
          titleColumn: 'step',
          rule: required('Add at least one critical control point'),
          columns: [
            { id: 'step', type: 'text', label: 'Step', rule: required('Enter the step') },
            { id: 'hazard', type: 'text', label: 'Hazard', rule: required('Enter the hazard') },
            { id: 'criticalLimit', type: 'text', label: 'Critical limit', rule: required('Enter the critical limit') },
            { id: 'monitoring', type: 'text', label: 'How you check it', rule: required('Enter how you check it') },
            { id: 'correctiveAction', type: 'text', label: 'What you do if it is not met', rule: required('Enter what you do if the limit is not met') },
          ],
        },
      ],
    },
    {
      id: 'management',
      title: 'Management',
      intro: 'The opening and closing checks, the diary and the 4-weekly review that show your methods are followed.',
      fromDefaults: true,
      questions: [
        { id: 'openingChecks', type: 'longText', label: 'Opening checks', rule: required('Describe your opening checks') },
        { id: 'closingChecks', type: 'longText', label: 'Closing checks', rule: required('Describe your closing checks') },
        { id: 'diary', type: 'yesNo', label: 'Do you keep a diary of your daily checks?', rule: ANSWER_THIS },
        { id: 'fourWeeklyReview', type: 'yesNo', label: 'Do you review your methods every 4 weeks?', rule: ANSWER_THIS },
        { id: 'suppliers', type: 'longText', label: 'How do you choose suppliers and check deliveries?', rule: required('Describe how you choose suppliers and check deliveries') },
      ],
    },
  ],
  signing: {
    intro: 'Sign as the person responsible for food safety at the business or unit.',
    roleLabel: 'Role',
    roleHint: 'For example: owner, head chef or manager.',
  },
  // The association's default document (seeded, then published by staff) supplies the rest.
  startingAnswers: {},
};
