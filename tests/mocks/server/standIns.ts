// TEST DOUBLE, never shipped: the local stand-ins built from their settings, ready to be served.
import { callerClaimsFromPayload, type CallerClaims } from '../api/auth.ts';
import { bundleDocument } from '../../../scripts/api-bundle.mjs';
import { createContract, type ContractViolation } from '../../contract/contract.ts';
import { createApiHandlers } from '../api/handlers.ts';
import { createSimulatorStore } from '../api/store.ts';
import { createSignInServer } from '../idp/createSignInServer.ts';
import { createPaymentGateway } from '../payments/createPaymentGateway.ts';
import { createStandInsApp, type SimulatorPartition, type StandInsMiddleware } from './standInsApp.ts';
import { createSimulatorPartitions } from './simulatorPartitions.ts';
import { callSimulator } from './simulatorMiddleware.ts';
import type { StandInSettings } from './standInSettings.ts';

/**
 * Both stand-ins (the sign-in server and the API simulator, one per partition, with the hosted payment
 * page) as one connect middleware, for Vite's dev and preview servers (standInsPlugin.ts) and for a plain
 * Node server (serveStandIns.ts: `npm run api:verify` against the simulator).
 */
export async function createStandIns(settings: StandInSettings, logger: { warn(message: string): void }): Promise<StandInsMiddleware> {
  const simulatorOptions = { cardPaymentsDisabled: settings.cardPaymentsDisabled };
  // Every request and answer is held to the API contract: a mismatch is printed and kept for the e2e tests.
  const contract = createContract(bundleDocument(), settings.apiUrl);
  const partitions = createSimulatorPartitions((): SimulatorPartition => {
    // One store object for the handlers to hold; a reset refills it in place.
    const store = createSimulatorStore(simulatorOptions);
    let contractViolations: ContractViolation[] = [];
    const apiHandlers = createApiHandlers({ apiUrl: settings.apiUrl, verifyAccessToken, store, contract });
    const onContractViolation = (violation: ContractViolation) => {
      contractViolations.push(violation);
      logger.warn(`API contract (api/openapi.yaml): ${violation.operation}: ${violation.message}`);
    };
    return {
      store,
      apiHandlers,
      // The hosted payment page reads the sessions this simulator made and reports results to it by its
      // signed notification call, as a provider's webhook reaches the API's server.
      paymentGateway:
        settings.paymentGateway &&
        createPaymentGateway({
          store,
          ...settings.paymentGateway,
          notificationUrl: `${settings.apiUrl.replace(/\/+$/, '')}/card-payments/notifications`,
          deliverNotification: (request) => callSimulator(apiHandlers, request, { contract, onViolation: onContractViolation }),
        }),
      reset: () => {
        Object.assign(store, createSimulatorStore(simulatorOptions));
        contractViolations = [];
      },
      onContractViolation,
      contractViolations: () => contractViolations,
    };
  });
  const signIn = await createSignInServer({
    ...settings.signIn,
    // A renewal or a paid-off suspension reaches the next sign-in, as the tenant's Action would read it.
    currentAccountStatus: (membershipNumber) => {
      const account = partitions.current().store.account.accounts.get(membershipNumber);
      return account?.statusChangedOnline ? account.accountStatus : undefined;
    },
  });
  async function verifyAccessToken(token: string): Promise<CallerClaims | null> {
    const payload = await signIn.verifyAccessToken(token);
    return payload ? callerClaimsFromPayload(payload, settings.claimsNamespace) : null;
  }
  return createStandInsApp({
    signIn,
    apiMountPath: settings.apiMountPath,
    paymentGatewayMountPath: settings.paymentGateway?.mountPath,
    partitions,
    contract,
  });
}
