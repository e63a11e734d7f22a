// Helpers for the claim form's integration tests: fill it in as a member would.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { formatDate } from '@/domain/format/date';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import { pngBytes, sampleFile } from '../../mocks/data/sampleFiles';

export const CLAIM_FORM_PATH = '/rewards/calor/claim-form';

/** jsdom has no object URLs; the receipt thumbnail needs them. */
export function stubObjectUrls() {
  let next = 0;
  const createObjectURL = vi.fn(() => `blob:receipt-${++next}`);
  const revokeObjectURL = vi.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  return { createObjectURL, revokeObjectURL };
}

/** As a member who ticked "Don't show this again" on the claim form's information. */
export function dismissClaimInformationForGood() {
  localStorage.setItem(STORAGE_KEYS.calorClaimInfoDontShowAgain, 'true');
}

export const retailerSearch = () => screen.getByRole('combobox', { name: 'Retailer' });

// The helpers paste what they enter (one input event, not one a key): what typing does, key by key, is the
// retailer search's own test (retailerStep.test.tsx) and the date field's (components/forms/dateFieldInEveryForm.test.tsx).
export async function chooseRetailer(user: UserEvent, query: string, name: RegExp | string) {
  await user.clear(retailerSearch());
  await user.paste(query);
  await user.click(await screen.findByRole('option', { name }));
}

export const lineInput = (field: 'Quantity' | 'Price per cylinder' | 'VAT included', cylinder: string) =>
  screen.getByRole(field === 'VAT included' ? 'checkbox' : 'spinbutton', { name: `${field}, ${cylinder}` });

export async function fillLine(user: UserEvent, cylinder: string, quantity: number, price: number, vatIncluded = false) {
  await user.clear(lineInput('Quantity', cylinder));
  await user.type(lineInput('Quantity', cylinder), String(quantity));
  await user.clear(lineInput('Price per cylinder', cylinder));
  await user.type(lineInput('Price per cylinder', cylinder), String(price));
  if (vatIncluded) await user.click(lineInput('VAT included', cylinder));
}

export async function typePurchaseDate(user: UserEvent, date: Date) {
  const input = screen.getByLabelText('Purchase date');
  await user.clear(input);
  // The calendar closes by itself once the date is whole.
  await user.paste(formatDate(date));
}

/** A receipt the portal and the simulator take: a PNG by its bytes (a 2 × 2 image, padded to `size`). */
export const pngReceipt = (name = 'receipt.png', size = 2048) => sampleFile(pngBytes(2, 2, size), name, 'image/png');

export async function attachReceipt(user: UserEvent, file: File = pngReceipt()) {
  await user.upload(screen.getByLabelText('Receipt'), file);
}

export async function confirmDeclarations(user: UserEvent) {
  for (const checkbox of within(screen.getByRole('group', { name: /Declaration/ })).getAllByRole('checkbox')) await user.click(checkbox);
}

/** A claim the simulator accepts: Dales Gas Supplies (VAT 318472061), today, 2 × 13kg at £30, a PNG. */
export async function fillValidClaim(user: UserEvent) {
  await chooseRetailer(user, 'Dales', /Dales Gas Supplies/);
  await typePurchaseDate(user, new Date());
  await user.click(screen.getByLabelText('Receipt number'));
  await user.paste('INV-1001');
  await fillLine(user, '13kg Red Propane Cylinder', 2, 30);
  await attachReceipt(user);
  await confirmDeclarations(user);
}

export async function submitClaim(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Submit claim' }));
}

export function expectNoErrors() {
  expect(screen.queryAllByText(/./, { selector: '.invalid-feedback' })).toHaveLength(0);
}
