import { isHttpError } from '@/api/httpError';
import { refusalMessage } from '@/api/refusalMessage';

/**
 * What the company details prompt says inside the dialog when a save fails, beside spec §8's toast (which
 * vanishes and gives no reason): a 400's own reason ("Company number 00000000 is not on the register."),
 * else a plain sentence. The toast stays exactly as the spec writes it.
 */
export function companyDetailsSaveFailure(error: Error): string {
  const reason = isHttpError(error) && error.status === 400 ? refusalMessage(error, '') : '';
  if (reason) return `Your details were not saved: ${reason} Check your answers and save again.`;
  return 'Your details were not saved because of a problem on our side. Please try again.';
}
