import { useEffect, useState } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CARD_PAYMENT_POLL_INTERVAL_MS,
  cardPaymentOutcome,
  hasCardPaymentPollTimedOut,
  shouldPollCardPayment,
  type CardPayment,
  type CardPaymentOutcome,
} from '@/domain/account/cardPayments';
import { useApiClient } from './ApiClientContext';
import { dataOf, type ApiClient } from './loader';
import { memberQueryKey } from './query-keys';

/** getCardPayment: a card payment's state, while the card provider's answer is awaited. */
export function getCardPayment(api: ApiClient, membershipNumber: string, id: string, signal?: AbortSignal): Promise<CardPayment> {
  return dataOf(api.GET('/members/{membershipNumber}/card-payments/{id}', { params: { path: { membershipNumber, id } }, signal }));
}

export const cardPaymentQueryKey = (membershipNumber: string | undefined, id: string | undefined) =>
  memberQueryKey(membershipNumber, 'card-payments', id);

export interface CardPaymentOutcomeState {
  outcome: CardPaymentOutcome;
  payment?: CardPayment;
  /** Nothing heard from the card provider before the timeout; polling has stopped. */
  timedOut: boolean;
  /** The check itself failed (not the payment). */
  error: Error | null;
  /** Asks again, and starts the timeout afresh. */
  checkAgain: () => void;
}

/**
 * After the hosted payment page: asks the API every few seconds until the payment is Successful or has
 * failed, and stops after the timeout (spec §9 payments gateway). When it succeeds, everything about the
 * member is loaded afresh: the balance, the payments, the membership, the renewal check. Not a suspense read:
 * it is asked again and again while the page shows how it stands.
 */
export function useCardPaymentOutcome(membershipNumber: string, id: string): CardPaymentOutcomeState {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const query = useQuery(
    queryOptions({
      queryKey: cardPaymentQueryKey(membershipNumber, id),
      queryFn: ({ signal }) => getCardPayment(api, membershipNumber, id, signal),
      staleTime: 0,
      refetchInterval: (current) =>
        !current.state.error && shouldPollCardPayment(current.state.data?.status, startedAt, current.state.dataUpdatedAt)
          ? CARD_PAYMENT_POLL_INTERVAL_MS
          : false,
    }),
  );
  const outcome = cardPaymentOutcome(query.data?.status);

  useEffect(() => {
    if (outcome !== 'succeeded') return;
    void queryClient.invalidateQueries({
      queryKey: memberQueryKey(membershipNumber),
      predicate: (candidate) => candidate.queryKey[2] !== 'card-payments',
    });
  }, [outcome, membershipNumber, queryClient]);

  return {
    outcome,
    payment: query.data,
    timedOut: hasCardPaymentPollTimedOut(query.data?.status, startedAt, query.dataUpdatedAt),
    error: query.error,
    checkAgain: () => {
      setStartedAt(Date.now());
      void query.refetch();
    },
  };
}
