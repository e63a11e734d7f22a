import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CardPayment, CreateCardPaymentRequest } from '@/domain/account/cardPayments';
import { useApiClient } from './ApiClientContext';
import { attemptKey } from './idempotencyKey';
import { isTimeout, type ApiClient } from './loader';
import { memberPath } from './query-keys';

/**
 * POST /members/{membershipNumber}/card-payments (designed, DESIGN.md §5)
 * Payload: { purpose: 'payment', paymentId } | { purpose: 'renewal' } | { purpose: 'upgrade', tier }, with
 *   returnUrl (where the hosted payment page sends the member back; the API adds ?payment={id}). The API
 *   works out the amount: the portal never sends one, and never sees a card number.
 * Response 201: the CardPayment { id, sessionId (for the hosted page), purpose, amount, description,
 *   status: 'Raised', createdAt, completedAt: null, failureReason: null }.
 * Refusals: 400 a bad body or return address; 404 no such payment; 409 already paid ("Invoice … is
 *   already paid."), an upgrade to the current or a lower tier, a renewal not possible now (with the
 *   reason); 503 card payments switched off.
 * Shared: Pay now, renewal and upgrade all pay this way.
 */
export function createCardPayment(api: ApiClient, membershipNumber: string, request: CreateCardPaymentRequest, idempotencyKey?: string): Promise<CardPayment> {
  return api.post<CardPayment>(`${memberPath(membershipNumber)}/card-payments`, request, { idempotencyKey });
}

/**
 * Starts a card payment; the caller sends the member to the hosted payment page on success. Each attempt
 * has its own key (a declined card may be tried again), kept for its one retry after a timeout, so an
 * answer lost on the way back never raises a second payment.
 */
export function useCreateCardPayment(membershipNumber: string) {
  const api = useApiClient();
  const keys = useRef(new WeakMap<CreateCardPaymentRequest, string>());
  const keyOf = (request: CreateCardPaymentRequest) => {
    if (!keys.current.has(request)) keys.current.set(request, attemptKey('card-payment'));
    return keys.current.get(request)!;
  };
  return useMutation({
    mutationFn: (request: CreateCardPaymentRequest) => createCardPayment(api, membershipNumber, request, keyOf(request)),
    retry: (failureCount, error) => isTimeout(error) && failureCount < 1,
  });
}
