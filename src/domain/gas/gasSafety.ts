import { addMonths, differenceInCalendarDays } from 'date-fns';
import type { StoredFile } from '../files/certificateFile';
import { calendarDay } from '../training/certificate';

/** How a unit gets its gas (DOMAIN-NOTES §4): mains (natural gas), LPG (bottles or a tank), or none. */
export const GAS_SUPPLIES = ['Mains', 'LPG', 'None'] as const;
export type GasSupply = (typeof GAS_SUPPLIES)[number];

export const GAS_SUPPLY_LABELS: Record<GasSupply, string> = {
  Mains: 'Mains gas',
  LPG: 'LPG (bottled or tank)',
  None: 'No gas at this unit',
};

/** A gas appliance at a unit, where it stands, and whether an interlock protects it (BS 6173). */
export interface GasAppliance {
  /** GUID. */
  id: string;
  /** What it is, e.g. 'Six-burner range'. */
  name: string;
  /** Where it is, e.g. 'Main kitchen, under the canopy'. */
  location: string;
  /** Gas to it flows only while the extraction is proven to run. */
  interlocked: boolean;
}

/**
 * The result of a commercial catering gas safety inspection (CP42): safe; safe with advice (parts not to
 * current standards, nothing dangerous); or defects found that make an appliance at risk or
 * immediately dangerous until put right.
 */
export const INSPECTION_RESULTS = ['Pass', 'PassWithAdvice', 'Fail'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];

export const INSPECTION_RESULT_LABELS: Record<InspectionResult, string> = {
  Pass: 'Pass: safe to use',
  PassWithAdvice: 'Pass with advice: safe, not all to current standards',
  Fail: 'Fail: defects make an appliance unsafe',
};

/** One gas safety record (the CP42 certificate) for a unit. */
export interface GasSafetyRecord {
  /** GUID. */
  id: string;
  unitId: string;
  /** yyyy-MM-dd */
  inspectedOn: string;
  engineerName: string;
  engineerBusiness: string;
  /** The engineer's Gas Safe licence number (7 digits) or their business's registration number (6 digits). */
  gasSafeNumber: string;
  result: InspectionResult;
  /** What the engineer found wrong; empty for a pass without advice. */
  defects: string;
  /** What was done or must be done about it. */
  actions: string;
  certificate: StoredFile | null;
  /** When it was recorded (ISO 8601). */
  recordedOn: string;
}

/** A unit's gas safety: its supply, its appliances and its records, newest first (GET /members/{n}/gas-safety). */
export interface UnitGasSafety {
  unitId: string;
  gasSupply: GasSupply;
  appliances: GasAppliance[];
  records: GasSafetyRecord[];
}

/** HSE CAIS23: an annual inspection is the reasonable minimum. */
export const INSPECTION_INTERVAL_MONTHS = 12;
/** An inspection is "due" from 30 days before its due date. */
export const INSPECTION_DUE_SOON_DAYS = 30;

/** The next inspection falls due 12 months after the last (28/02 for an inspection on 29/02). */
export function nextInspectionDue(inspectedOn: Date | string): Date {
  return addMonths(calendarDay(inspectedOn), INSPECTION_INTERVAL_MONTHS);
}

/** The record that counts: the latest inspection. */
export function latestRecord<R extends Pick<GasSafetyRecord, 'inspectedOn'>>(records: readonly R[]): R | undefined {
  return [...records].sort((a, b) => calendarDay(b.inspectedOn).getTime() - calendarDay(a.inspectedOn).getTime())[0];
}

/** A unit's inspection status; a unit with gas and no record yet needs one now. */
export type InspectionStatus = 'inDate' | 'dueSoon' | 'overdue' | 'noRecord';

export const INSPECTION_STATUS_LABELS: Record<InspectionStatus, string> = {
  inDate: 'In date',
  dueSoon: 'Due within 30 days',
  overdue: 'Overdue',
  noRecord: 'No inspection recorded',
};

/** In date until 30 days before the due date; due from then up to and including the due date; overdue after. */
export function inspectionStatus(latest: Pick<GasSafetyRecord, 'inspectedOn'> | undefined, today: Date): InspectionStatus {
  if (!latest) return 'noRecord';
  const daysLeft = differenceInCalendarDays(nextInspectionDue(latest.inspectedOn), calendarDay(today));
  if (daysLeft < 0) return 'overdue';
  if (daysLeft <= INSPECTION_DUE_SOON_DAYS) return 'dueSoon';
  return 'inDate';
}

/** The gas half of the dashboard's summary, over open units that have gas. */
export interface GasSafetySummary {
  unitsWithGas: number;
  inspectionsDueSoon: number;
  /** Overdue, or never recorded. */
  inspectionsOverdue: number;
}

/** Spec-independent fact (DOMAIN-NOTES §4): the national gas emergency number, free, day and night. */
export const GAS_EMERGENCY_NUMBER = '0800 111 999';

/** Gas Safe numbers: 7 digits on an engineer's licence card, 6 for a registered business. Spaces are ignored. */
export const GAS_SAFE_NUMBER_PATTERN = /^\d{6,7}$/;
export const tidyGasSafeNumber = (value: string) => value.replace(/\s+/g, '');
