// "Today" is the London date for every calendar rule (api/openapi.yaml, "Dates"): a member's purchase just
// after midnight in British Summer Time is not in the future, however the server's own clock is zoned.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CYLINDER_TYPES } from '@/domain/cylinders';
import { DEMO_RETAILERS } from '../mocks/api/seed/calor';
import { createSimulatorStore } from '../mocks/api/store';
import { tokenForDemoAccount } from '../mocks/api/testTokens';
import { pngBytes } from '../mocks/data/sampleFiles';
import { setupSimulator } from '../integration/support/simulator';
import { multipartBody } from './support/multipartBody';
import { API_URL } from '../support/apiUrl';

const simulator = setupSimulator();

afterEach(() => void vi.useRealTimers());

async function claimPurchasedOn(purchaseDate: string) {
  const { body, contentType } = multipartBody([
    { name: 'retailerId', value: DEMO_RETAILERS[0]!.id },
    { name: 'vatNumber', value: '318472061' },
    { name: 'purchaseDate', value: purchaseDate },
    { name: 'receiptNumber', value: 'BST-0001' },
    ...CYLINDER_TYPES.map((cylinderIdentity, index) => ({
      name: 'purchaseDetails',
      value: JSON.stringify({ quantity: index === 0 ? 1 : 0, pricePerCylinder: index === 0 ? 30 : 0, vatIncluded: false, cylinderIdentity }),
    })),
    { name: 'receiptImage', file: { filename: 'receipt.png', type: 'image/png', size: 2048, head: pngBytes() } },
  ]);
  const headers = { 'Content-Type': contentType, 'Idempotency-Key': crypto.randomUUID(), Authorization: `Bearer ${await tokenForDemoAccount('member-active')}` };
  const response = await fetch(`${API_URL}/calor/members/LM100001/upload-claim`, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as { code?: string; claimReference?: string } };
}

describe('the calendar is London’s', () => {
  it('takes a purchase dated 2 June at 00:30 BST (23:30 UTC on 1 June), and refuses 3 June as in the future', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T23:30:00Z') });
    // The demo data as it would be seeded that night: the half-year holding 2 June is open.
    Object.assign(simulator.store(), createSimulatorStore());
    expect(await claimPurchasedOn('2026-06-02')).toMatchObject({ status: 200, body: { claimReference: expect.stringMatching(/^CLR-/) } });
    expect(await claimPurchasedOn('2026-06-03')).toMatchObject({ status: 400, body: { code: 'purchase-date-in-future' } });
  });
});
