import { PROGRAMMES, type SupplierReportedProgramme } from '@/domain/rewards/programmes';
import type { SupplierReportedSchemeType } from '@/domain/rewards/schemes';

/** The definition that drives a supplier-reported programme's screens. */
export const supplierProgramme = (schemeType: SupplierReportedSchemeType): SupplierReportedProgramme => PROGRAMMES[schemeType];
