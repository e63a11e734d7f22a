// What the compliance tests share: the demo members' numbers and units, the builder's step heading.
import { screen } from '@testing-library/react';
import type { ComplianceDocument } from '@/domain/documents/complianceDocument';
import type { DocumentType } from '@/domain/documents/documentTypes';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { unitId } from '../../mocks/api/seed/units';
import type { SimulatorStore } from '../../mocks/api/store';

export const numberOf = (key: string) => demoAccount(key).membershipNumber!;
/** member-active's two units (tests/mocks/api/seed/units.ts). */
export const CAFE_ID = unitId(1);
export const VAN_ID = unitId(2);

/** A member's document of a type and scope in the simulator's store. */
export function storedDocument(store: SimulatorStore, account: string, type: DocumentType, unit: string | null): ComplianceDocument | undefined {
  return store.documents.documents.get(numberOf(account))?.find((document) => document.type === type && document.unitId === unit);
}

/** The builder's step heading: "Step 3 of 8: Fire protection". */
export const findStep = (step: number, total: number, title: string) =>
  screen.findByRole('heading', { level: 2, name: `Step ${step} of ${total}: ${title}` });
