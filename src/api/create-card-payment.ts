import { useMutation } from '@tanstack/react-query';
import type { CardPayment, CreateCardPaymentRequest } from '@/domain/account/cardPayments';
import { useApiClient } from './ApiClientContext';
import { dataOf, isTimeout, type ApiClient } from './loader';
import { useSubmissionAttempt } from './submissionAttempt';

/** createCardPayment: a session on the hosted payment page for an owed payment, the renewal or an upgrade. */
export function createCardPayment(api: ApiClient, membershipNumber: string, request: CreateCardPaymentRequest, idempotencyKey: string): Promise<CardPayment> {
  return dataOf(
    api.POST('/members/{membershipNumber}/card-payments', {
      params: { path: { membershipNumber }, header: { 'Idempotency-Key': idempotencyKey } },
      body: request,
    }),
  );
}

/**
 * Starts a card payment; the caller sends the member to the hosted payment page on success. A timeout is
 * retried once with the attempt's key, so an answer lost on the way back never raises a second payment;
 * once the API has answered, the next press (a declined card tried again) is a new attempt.
 */
export function useCreateCardPayment(membershipNumber: string) {
  const api = useApiClient();
  const attempt = useSubmissionAttempt(`createCardPayment:${membershipNumber}`);
  return useMutation({
    mutationFn: (request: CreateCardPaymentRequest) => createCardPayment(api, membershipNumber, request, attempt.keyFor(request)),
    retry: (failureCount, error) => isTimeout(error) && failureCount < 1,
    onSettled: (_data, error) => attempt.settle(error),
  });
}
