import { array, boolean, date, mixed, number, object, string, type ObjectSchema } from 'yup';
import { CYLINDER_TYPES, type CylinderIdentity } from '../cylinders';
import { isValidVatNumber, VAT_NUMBER_MESSAGE } from '../validation/vatNumber';
import { CLAIM_MESSAGES } from './claimMessages';
import { purchaseDateProblem } from './claimPeriod';
import { defaultPurchaseDetails, MAX_CYLINDER_QUANTITY, totalCylinders, type PurchaseDetailLine } from './purchaseDetails';
import { fileTest } from '../files/uploadRules';
import { RECEIPT_RULES } from './receiptFile';
import type { Retailer } from './retailer';
import { REQUEST_LIMITS } from '../contractLimits';
import { limitedText } from '../text/textField';

/** Spec §2/§5: the member confirms both before submitting. */
export interface ClaimDeclarations {
  claimIsAccurate: boolean;
  boughtForCateringBusiness: boolean;
}

/** Spec §3 "claim form values", plus the two declarations of step 5. */
export interface ClaimFormValues {
  retailer: Retailer | null;
  vatNumber: string;
  purchaseDate: Date | null;
  receiptNumber: string;
  purchaseDetails: PurchaseDetailLine[];
  receiptFile: File | null;
  declarations: ClaimDeclarations;
}

/** Spec §3 defaults: no retailer, no date, every line 0 / £0 / VAT not included, nothing confirmed. */
export function claimFormDefaults(): ClaimFormValues {
  return {
    retailer: null,
    vatNumber: '',
    purchaseDate: null,
    receiptNumber: '',
    purchaseDetails: defaultPurchaseDetails(),
    receiptFile: null,
    declarations: { claimIsAccurate: false, boughtForCateringBusiness: false },
  };
}

const purchaseDetailLineSchema: ObjectSchema<PurchaseDetailLine> = object({
  cylinderIdentity: mixed<CylinderIdentity>().oneOf(CYLINDER_TYPES).defined(),
  quantity: number()
    .typeError(CLAIM_MESSAGES.quantity)
    .required(CLAIM_MESSAGES.quantity)
    .integer(CLAIM_MESSAGES.quantity)
    .min(0, CLAIM_MESSAGES.quantity)
    .max(MAX_CYLINDER_QUANTITY, CLAIM_MESSAGES.quantity),
  pricePerCylinder: number()
    .typeError(CLAIM_MESSAGES.priceNotANumber)
    .required(CLAIM_MESSAGES.priceNotANumber)
    .when('quantity', {
      is: (quantity: number) => quantity > 0,
      then: (price) => price.moreThan(0, CLAIM_MESSAGES.priceRequired),
      otherwise: (price) => price.min(0, CLAIM_MESSAGES.priceRequired),
    }),
  vatIncluded: boolean().defined(),
});

/**
 * What the claim form validates against besides its values (react-hook-form's `context`): a resubmission
 * keeps the corrected claim's receipt unless another file is chosen, so it needs no file of its own.
 */
export interface ClaimFormContext {
  keepsEarlierReceipt: boolean;
}

/**
 * Spec §5's claim form rules with its exact messages. `today` is read at each validation, so a form left
 * open past midnight judges dates against the new day.
 */
export function createClaimFormSchema({ today = () => new Date() }: { today?: () => Date } = {}): ObjectSchema<ClaimFormValues> {
  return object({
    retailer: mixed<Retailer>().nullable().required(CLAIM_MESSAGES.retailerRequired),
    vatNumber: string()
      .defined()
      .transform((value: unknown) => value ?? '')
      .test('vat-number', VAT_NUMBER_MESSAGE, isValidVatNumber),
    // yup's date() refuses an unreadable date with its typeError, so both read "required".
    purchaseDate: date()
      .typeError(CLAIM_MESSAGES.purchaseDateRequired)
      .nullable()
      .required(CLAIM_MESSAGES.purchaseDateRequired)
      .test('claimable', (purchaseDate, context) => {
        const problem = purchaseDateProblem(purchaseDate, today());
        return problem ? context.createError({ message: problem }) : true;
      }),
    receiptNumber: limitedText(
      string()
        .defined()
        .transform((value: unknown) => value ?? ''),
      'Receipt number',
      REQUEST_LIMITS.ClaimUploadForm.receiptNumber,
      { patternMessage: CLAIM_MESSAGES.receiptNumberCharacters },
    ),
    purchaseDetails: array(purchaseDetailLineSchema)
      .defined()
      .test('some-cylinders', CLAIM_MESSAGES.purchaseDetailsRequired, (lines) => totalCylinders(lines ?? []) >= 1),
    // Judged by its bytes, so this schema validates asynchronously. None chosen is fine while the
    // corrected claim's receipt is kept (ClaimFormContext).
    receiptFile: mixed<File>()
      .nullable()
      .defined()
      .test('receipt-file', (file, context) => {
        if (file) return fileTest(RECEIPT_RULES)(file, context);
        const { keepsEarlierReceipt } = (context.options.context ?? {}) as Partial<ClaimFormContext>;
        return keepsEarlierReceipt || context.createError({ message: CLAIM_MESSAGES.receiptRequired });
      }),
    declarations: object({
      claimIsAccurate: boolean().defined(),
      boughtForCateringBusiness: boolean().defined(),
    }).test(
      'both-confirmed',
      CLAIM_MESSAGES.declarationsRequired,
      (declarations) => declarations.claimIsAccurate && declarations.boughtForCateringBusiness,
    ),
  });
}
