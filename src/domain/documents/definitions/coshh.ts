import type { DocumentDefinition } from '../definition';
import { ANSWER_THIS, businessNameQuestion, optional, required } from './questionHelpers';

/** COSHH assessment (COSHH Regulations 2002, HSE guide HSG97): one row per substance (DOMAIN-NOTES §1). */
export const coshh: DocumentDefinition = {
  type: 'coshh',
  revision: 1,
  sections: [
    { id: 'business', title: 'About your business', questions: [businessNameQuestion] },
    {
      id: 'substances',
      title: 'Substances',
      intro:
        'List each hazardous substance you use by its brand name, not just "bleach". The safety data sheet from your supplier answers most of these questions. Typical kitchen substances: washing-up liquid, dishwasher detergent, rinse aid, drain cleaner, oven cleaner, disinfectant or sanitiser, toilet cleaner, bleach and descaler.',
      questions: [
        {
          id: 'substances',
          type: 'rows',
          label: 'Substances you use',
          itemName: 'Substance',
          addLabel: 'Add a substance',
          titleColumn: 'product',
          rule: required('Add at least one substance'),
          columns: [
            { id: 'product', type: 'text', label: 'Product (brand name)', rule: required("Enter the product's brand name") },
            { id: 'supplier', type: 'text', label: 'Supplier', rule: required('Enter the supplier') },
            { id: 'safetyDataSheetDate', type: 'date', label: 'Date of the safety data sheet', rule: required('Enter the date of the safety data sheet') },
            {
              id: 'pictograms',
              type: 'multiChoice',
              label: 'Hazard symbols on the label',
              hint: 'Leave all unticked if the label has none.',
              rule: optional,
              options: ['Corrosive', 'Harmful or irritant (exclamation mark)', 'Serious health hazard', 'Flammable', 'Toxic', 'Oxidising', 'Hazardous to the environment', 'Gas under pressure'],
            },
            { id: 'use', type: 'text', label: 'What is it used for?', rule: required('Enter what the substance is used for') },
            { id: 'quantity', type: 'text', label: 'How much is stored?', rule: required('Enter how much is stored') },
            { id: 'whoExposed', type: 'text', label: 'Who could be exposed?', rule: required('Enter who could be exposed') },
            {
              id: 'routes',
              type: 'multiChoice',
              label: 'How could it harm someone?',
              rule: required('Select at least one way the substance could harm someone'),
              options: ['Skin contact', 'Splashes in the eyes', 'Breathing it in', 'Swallowing it'],
            },
            {
              id: 'controls',
              type: 'longText',
              label: 'How do you keep people safe from it?',
              hint: 'Prevent exposure first (a safer product, a dosing system, ventilation); protective equipment is the last resort.',
              rule: required('Describe how you keep people safe from the substance'),
            },
            { id: 'ppe', type: 'text', label: 'Protective equipment', hint: 'For example: nitrile gloves and goggles.', rule: optional },
            { id: 'storage', type: 'text', label: 'How is it stored?', rule: required('Enter how the substance is stored') },
            { id: 'spills', type: 'text', label: 'What to do about a spill', rule: required('Enter what to do about a spill') },
            { id: 'firstAid', type: 'text', label: 'First aid', rule: required('Enter the first aid for the substance') },
            { id: 'disposal', type: 'text', label: 'How is it disposed of?', rule: required('Enter how the substance is disposed of') },
          ],
        },
      ],
    },
    {
      id: 'dangers',
      title: 'Known dangers',
      intro: 'Three dangers cause most harm from chemicals in kitchens.',
      questions: [
        { id: 'ovenCleanerCold', type: 'yesNo', label: 'Do staff use oven cleaner only on cold surfaces?', hint: 'On hot surfaces it gives off harmful fumes.', rule: ANSWER_THIS },
        { id: 'noMixing', type: 'yesNo', label: 'Do staff know never to mix bleach with acid or ammonia-based cleaners?', hint: 'Mixed, they give off a toxic gas.', rule: ANSWER_THIS },
        {
          id: 'handCare',
          type: 'yesNo',
          label: 'Do staff who wash up or clean protect their hands against dermatitis?',
          hint: 'Wet work is the commonest cause of dermatitis in kitchens: gloves, drying hands well and moisturising help.',
          rule: ANSWER_THIS,
        },
        { id: 'furtherAction', type: 'longText', label: 'Anything more you will do', rule: optional },
      ],
    },
  ],
  signing: {
    intro: 'Sign as the person who carried out the assessment.',
    roleLabel: 'Role',
    roleHint: 'For example: owner or kitchen manager.',
  },
  startingAnswers: {},
};
