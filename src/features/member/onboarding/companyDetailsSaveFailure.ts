import { refusalMessage } from '@/api/refusalMessage';
import { COMPANY_DETAILS_REFUSALS } from '@/domain/validation/companyDetailsRefusals';

/**
 * What the company details prompt says inside the dialog when a save fails, beside spec §8's toast (which
 * vanishes and gives no reason): why, by the refusal's code, else a plain sentence. The toast stays
 * exactly as the spec writes it.
 */
export function companyDetailsSaveFailure(error: Error): string {
  const reason = refusalMessage(error, COMPANY_DETAILS_REFUSALS, '');
  if (reason) return `Your details were not saved: ${reason} Check your answers and save again.`;
  return 'Your details were not saved because of a problem on our side. Please try again.';
}
