// How the compliance tests render screens and reach the simulator's compliance data.
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import type { ComplianceDocument } from '@/domain/documents/complianceDocument';
import type { DocumentType } from '@/domain/documents/documentTypes';
import { demoAccount } from '../../mocks/data/demoAccounts';
import { unitId } from '../../mocks/api/seed/units';
import type { SimulatorStore } from '../../mocks/api/store';
import { renderWithProviders, type RenderOptions } from '../support/renderWithProviders';

export const numberOf = (key: string) => demoAccount(key).membershipNumber!;
/** member-active's two units (tests/mocks/api/seed/units.ts). */
export const CAFE_ID = unitId(1);
export const VAN_ID = unitId(2);

/** Renders the given routes (their screens, no layout) at a path, as a demo account. */
export function renderRoutes(routes: RouteObject[], path: string, options: RenderOptions = {}) {
  return renderWithProviders(null, { account: 'member-active', path, routes, ...options });
}

/** A member's document of a type and scope in the simulator's store. */
export function storedDocument(store: SimulatorStore, account: string, type: DocumentType, unit: string | null): ComplianceDocument | undefined {
  return store.documents.documents.get(numberOf(account))?.find((document) => document.type === type && document.unitId === unit);
}

/** The builder's step heading: "Step 3 of 8: Fire protection". */
export const findStep = (step: number, total: number, title: string) =>
  screen.findByRole('heading', { level: 2, name: `Step ${step} of ${total}: ${title}` });
