import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { errorMessageOf, errorSummaryEntries } from '@/components/forms/errorSummaryEntries';

const error = (message: string, extra: object = {}) => ({ type: 'test', message, ...extra });
const element = { nodeType: 1, focus: () => undefined };

describe('errorMessageOf (the words shown inline and in the summary)', () => {
  it.each([
    { why: "a field's own message", node: error('Enter your name'), message: 'Enter your name' },
    { why: "an array's root message", node: Object.assign([], { root: error('Add at least one row') }), message: 'Add at least one row' },
    { why: 'a group validated as a whole', node: { ...error('Confirm both'), ref: undefined }, message: 'Confirm both' },
    { why: 'a container of other fields', node: { line: error('Enter an amount') }, message: undefined },
    { why: 'nothing', node: undefined, message: undefined },
    { why: 'an empty message', node: error(''), message: undefined },
  ])('$why', ({ node, message }) => {
    expect(errorMessageOf(node)).toBe(message);
  });
});

describe('errorSummaryEntries', () => {
  it.each<{ why: string; errors: object; order?: object; entries: [string, string][] }>([
    { why: 'no errors', errors: {}, entries: [] },
    {
      why: 'top-level fields, with their refs left out',
      errors: { name: error('Enter your name', { ref: element }), email: error('Enter your email', { ref: element }) },
      entries: [
        ['name', 'Enter your name'],
        ['email', 'Enter your email'],
      ],
    },
    {
      why: 'nested names, array holes skipped',
      errors: { purchaseDetails: [undefined, { quantity: error('Quantity must be a whole number from 0 to 99'), pricePerCylinder: error('Price must be a number') }] },
      entries: [
        ['purchaseDetails.1.quantity', 'Quantity must be a whole number from 0 to 99'],
        ['purchaseDetails.1.pricePerCylinder', 'Price must be a number'],
      ],
    },
    {
      why: "an array's root message, named after the array",
      errors: { purchaseDetails: Object.assign([], { root: error('Purchase details required') }) },
      entries: [['purchaseDetails', 'Purchase details required']],
    },
    {
      why: 'a group message and a message inside the same group',
      errors: { address: { ...error('Enter the whole address'), postcode: error('Enter a postcode') } },
      entries: [
        ['address', 'Enter the whole address'],
        ['address.postcode', 'Enter a postcode'],
      ],
    },
    {
      why: "fields called 'message', 'type' and 'ref' (only react-hook-form's own keys are skipped)",
      errors: { message: error('Enter a message'), type: error('Choose a type'), ref: error('Enter your reference') },
      entries: [
        ['message', 'Enter a message'],
        ['type', 'Choose a type'],
        ['ref', 'Enter your reference'],
      ],
    },
    { why: 'form-level errors (errors.root), which belong to no field', errors: { root: { server: error('Try again') } }, entries: [] },
    {
      why: 'the order of the form (its default values), not of the errors',
      errors: { declarations: error('Confirm both'), retailer: error('Retailer selection required'), purchaseDate: error('Purchase date required') },
      order: { retailer: null, vatNumber: '', purchaseDate: null, declarations: { a: false, b: false } },
      entries: [
        ['retailer', 'Retailer selection required'],
        ['purchaseDate', 'Purchase date required'],
        ['declarations', 'Confirm both'],
      ],
    },
    {
      why: 'a row added after the defaults in the place of its list; unknown names last',
      errors: { notes: error('Too long'), extra: error('Unknown'), rows: [undefined, undefined, { amount: error('Enter an amount') }], name: error('Enter your name') },
      order: { name: '', rows: [], notes: '' },
      entries: [
        ['name', 'Enter your name'],
        ['rows.2.amount', 'Enter an amount'],
        ['notes', 'Too long'],
        ['extra', 'Unknown'],
      ],
    },
    {
      why: "a group before its own fields, the rows' root message before the rows",
      errors: { lines: Object.assign([{ amount: error('Enter an amount') }], { root: error('Check the lines') }) },
      order: { lines: [{ name: '', amount: 0 }] },
      entries: [
        ['lines', 'Check the lines'],
        ['lines.0.amount', 'Enter an amount'],
      ],
    },
  ])('$why', ({ errors, order, entries }) => {
    expect(errorSummaryEntries(errors as FieldErrors, order).map(({ name, message }) => [name, message])).toEqual(entries);
  });
});
