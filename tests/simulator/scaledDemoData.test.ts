import { describe, expect, it } from 'vitest';
import { demoAccount } from '../mocks/data/demoAccounts';
import { memberNameOf } from '../mocks/api/backend-reference/staffIdentity';
import { copiedMembershipNumber, scaleFromSetting } from '../mocks/api/seed/scale';
import { createSimulatorStore, type SimulatorStore } from '../mocks/api/store';
import { standInSettingsFromEnv } from '../mocks/server/standInSettings';

// LARDER_SCALE (docs/stand-ins.md): the demo data multiplied, every part of it by the same factor, the same way every time.

const total = <T>(map: Map<string, T[]>) => [...map.values()].reduce((sum, items) => sum + items.length, 0);

function sizes(store: SimulatorStore) {
  const claims = [...store.calor.claims.values()].flat();
  return {
    claims: claims.length,
    waiting: claims.filter((claim) => claim.status === 'Submitted').length,
    units: total(store.units.units),
    trainees: total(store.training.trainees),
    certificates: total(store.training.certificates),
    settledPayments: [...store.account.accounts.values()].flatMap((account) => account.payments).filter((payment) => payment.status === 'Successful' || payment.status === 'Failed - Paid')
      .length,
    invoices: [...store.account.accounts.values()].reduce((sum, account) => sum + account.invoices.length, 0),
    calorWalletEntries: store.wallet.transactions.filter((transaction) => transaction.claimReference).length,
  };
}

describe('the demo data at a scale', () => {
  const once = createSimulatorStore();
  const tenfold = createSimulatorStore({ scale: 10 });

  it('multiplies claims, units, trainees, certificates, settled payments and Calor wallet entries by the scale', () => {
    const [one, ten] = [sizes(once), sizes(tenfold)];
    for (const key of ['claims', 'waiting', 'units', 'trainees', 'certificates', 'settledPayments', 'calorWalletEntries'] as const) expect(ten[key], key).toBe(one[key] * 10);
    expect(ten.invoices - one.invoices).toBe(one.settledPayments * 9);
  });

  it('gives every copy its own reference, receipt and fingerprint, so no copy looks like a duplicate of another', () => {
    const claims = [...tenfold.calor.claims.values()].flat();
    expect(new Set(claims.map((claim) => claim.claimReference)).size).toBe(claims.length);
    const originals = [...once.calor.claims.values()].flat();
    const distinct = (values: (string | undefined)[]) => new Set(values).size;
    expect(distinct(claims.map((claim) => claim.receiptImage?.fingerprint))).toBe(distinct(originals.map((claim) => claim.receiptImage?.fingerprint)) * 10);
    expect(distinct(claims.map((claim) => `${claim.retailer.id} ${claim.receiptNumber}`))).toBe(distinct(originals.map((claim) => `${claim.retailer.id} ${claim.receiptNumber}`)) * 10);
  });

  it('adds members who claim, named after the members they copy, with bank details, so the BACS files pay more members', () => {
    const original = demoAccount('member-calor-usual');
    const copy = copiedMembershipNumber(original.membershipNumber!, 3);
    expect(tenfold.members.get(copy)?.membershipNumber).toBe(copy);
    expect(memberNameOf(copy)).toBe(`${original.name} 4`);
    expect(tenfold.wallet.bankAccounts.get(copy)).toEqual(tenfold.wallet.bankAccounts.get(original.membershipNumber!));
    // The copied members' Calor cashback is paid in the same files as their originals'.
    const calorLines = (store: SimulatorStore) =>
      store.bacs.files.flatMap((file) => file.lines).filter((line) => store.calor.claims.has(line.membershipNumber) && line.membershipNumber !== demoAccount('member-active').membershipNumber).length;
    expect(calorLines(once)).toBeGreaterThan(0);
    expect(calorLines(tenfold)).toBeGreaterThan(calorLines(once) * 5);
    expect(tenfold.bacs.files.some((file) => file.lines.some((line) => line.membershipNumber === copy))).toBe(true);
  });

  it('is the same data on every run', () => {
    const again = createSimulatorStore({ scale: 10 });
    const summary = (store: SimulatorStore) => ({
      claims: [...store.calor.claims].map(([member, claims]) => [member, claims.map((claim) => [claim.claimReference, claim.receiptNumber, claim.receiptImage?.fingerprint])]),
      units: [...store.units.units].map(([member, units]) => [member, units.map((unit) => [unit.id, unit.name])]),
      invoices: [...store.account.accounts.values()].map((account) => account.invoices.map((invoice) => [invoice.number, invoice.issueDate, invoice.gross])),
    });
    expect(summary(again)).toEqual(summary(tenfold));
  });
});

describe('LARDER_SCALE', () => {
  it('is 1 unless set, and takes a whole number from 1 to 100', () => {
    expect([undefined, '', ' 10 ', '100'].map(scaleFromSetting)).toEqual([1, 1, 10, 100]);
    for (const bad of ['0', '101', '2.5', 'ten']) expect(() => scaleFromSetting(bad), bad).toThrow('LARDER_SCALE');
  });

  it('reaches the stand-ins from the settings of the mode served', () => {
    const env = {
      VITE_AUTH0_DOMAIN: 'http://localhost:5173/idp',
      VITE_API_URL: 'http://localhost:5173/api',
      VITE_AUTH0_CLIENT_ID: 'client',
      VITE_AUTH0_AUDIENCE: 'https://api.larder.local',
      VITE_LOGOUT_RETURN_URL: 'http://localhost:5173/',
      VITE_LEGACY_LOGOUT_URL: 'http://localhost:5173/legacy',
    };
    expect(standInSettingsFromEnv(env, 'development')?.scale).toBe(1);
    expect(standInSettingsFromEnv({ ...env, LARDER_SCALE: '100' }, 'development')?.scale).toBe(100);
  });
});
