// Tests of the API simulator (a test double): call 5 checks its body like a real server, then saves it.
import { describe, expect, it } from 'vitest';
import { COMPANY_TYPE_IDS } from '../mocks/api/seed/companyTypes';
import { tokenForDemoAccount } from '../mocks/api/testTokens';
import { demoAccount } from '../mocks/data/demoAccounts';
import { setupSimulator } from '../integration/support/simulator';
import { callApi } from './support/callApi';
import { refusalOf } from './support/refusal';

const simulator = setupSimulator();

const NEW_MEMBER = demoAccount('member-new').membershipNumber!;
const SAVE_PATH = `/members/${NEW_MEMBER}/details/company-type`;

async function save(body: unknown, { rawBody, as = 'member-new', outsideContract }: { rawBody?: string; as?: string; outsideContract?: boolean } = {}) {
  return callApi(SAVE_PATH, { method: 'PUT', body, rawBody, outsideContract, token: await tokenForDemoAccount(as) });
}

async function details() {
  const response = await callApi(`/members/${NEW_MEMBER}/details`, { token: await tokenForDemoAccount('member-new') });
  return response.json();
}

const { Charity, PLC } = COMPANY_TYPE_IDS;
const LIMITED = COMPANY_TYPE_IDS['Limited Company'];
const NUMBER = 'companyRegistrationOrCharityNumber';
const charity = { companyTypeId: Charity, companyRegistrationOrCharityNumber: '1234567', vatRegistered: false };

describe('call 5: PUT /members/{n}/details/company-type refuses what a real server would', () => {
  it.each([
    ['a body that is not JSON', undefined, '{not json', 'invalid-request', ''],
    ['an unknown company type', { ...charity, companyTypeId: 'not-a-type' }, undefined, 'invalid-request', 'companyTypeId'],
    ['a company type that is not one of call 1', { ...charity, companyTypeId: '5b0c1a10-7d2e-4c61-9a01-00000000ffff' }, undefined, 'unknown-company-type', 'companyTypeId'],
    ['no company type', { ...charity, companyTypeId: undefined }, undefined, 'invalid-request', 'companyTypeId'],
    ["'Business not registered'", { ...charity, companyTypeId: COMPANY_TYPE_IDS['Business not registered'] }, undefined, 'company-type-not-accepted', 'companyTypeId'],
    ['a Limited Company without a number', { ...charity, companyTypeId: LIMITED, companyRegistrationOrCharityNumber: '' }, undefined, 'registration-number-invalid', NUMBER],
    ['a PLC with a malformed number', { ...charity, companyTypeId: PLC, companyRegistrationOrCharityNumber: 'XX12' }, undefined, 'registration-number-invalid', NUMBER],
    ['a charity number of 5 digits', { ...charity, companyRegistrationOrCharityNumber: '12345' }, undefined, 'registration-number-invalid', NUMBER],
    ['a number that is not text', { ...charity, companyRegistrationOrCharityNumber: 1234567 }, undefined, 'invalid-request', NUMBER],
    ['the well-formed company number that is not on the register', { ...charity, companyTypeId: LIMITED, companyRegistrationOrCharityNumber: '00000000' }, undefined, 'company-not-registered', NUMBER],
    ['a VAT answer in text', { ...charity, vatRegistered: 'yes' }, undefined, 'invalid-request', 'vatRegistered'],
    ['a missing VAT answer', { ...charity, vatRegistered: null }, undefined, 'invalid-request', 'vatRegistered'],
  ])('400 for %s (%s), naming the field, and the details stay as they were', async (_, body, rawBody, code, field) => {
    const before = await details();
    const response = await save(body, { rawBody, outsideContract: true });
    expect(await refusalOf(response)).toMatchObject({ status: 400, code, fields: [field] });
    expect(await details()).toEqual(before);
  });
});

describe('call 5 saves valid company details', () => {
  it('answers the updated membership info, which call 4 answers from then on', async () => {
    const response = await save({ ...charity, companyRegistrationOrCharityNumber: ' 1234567 ' });
    expect(response.status).toBe(200);
    const expected = {
      companyTypeId: Charity,
      companyType: { id: Charity, name: 'Charity' },
      companyRegistrationOrCharityNumber: '1234567',
      vatRegistered: false,
      latestMembership: { status: 'Current', paymentType: { name: 'Card Payment' } },
      balance: 0,
    };
    expect(await response.json()).toEqual(expected);
    expect(await details()).toEqual(expected);
  });

  it('accepts a type that needs no number with an empty one, as the portal sends it', async () => {
    const soleTrader = COMPANY_TYPE_IDS['Sole Trader'];
    const body = { companyTypeId: soleTrader, companyRegistrationOrCharityNumber: '', vatRegistered: true };
    const response = await save(body);
    expect(response.status).toBe(200);
    expect(await details()).toMatchObject({
      companyType: { name: 'Sole Trader' },
      companyRegistrationOrCharityNumber: null,
      vatRegistered: true,
    });
  });

  it('lets an account manager save for the member', async () => {
    const response = await save(charity, { as: 'account-manager' });
    expect(response.status).toBe(200);
    expect(simulator.store().members.get(NEW_MEMBER)!.details.companyType?.name).toBe('Charity');
  });

  it('starts the next test from the seed again', () => {
    expect(simulator.store().members.get(NEW_MEMBER)!.details.companyType?.name).toBe('Business not registered');
  });
});
