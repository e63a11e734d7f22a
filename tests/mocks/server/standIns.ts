// TEST DOUBLE, never shipped: the local stand-ins built from their settings, ready to be served.
import { callerClaimsFromPayload, type CallerClaims } from '../api/auth.ts';
import { bundleDocument } from '../../../scripts/api-bundle.mjs';
import { createContract, type ContractViolation } from '../../contract/contract.ts';
import { createApiHandlers } from '../api/handlers.ts';
import { createSimulatorStore } from '../api/store.ts';
import { createSignInServer } from '../idp/createSignInServer.ts';
import { createPaymentGateway } from '../payments/createPaymentGateway.ts';
import { createCardProvider } from '../payments/cardProvider.ts';
import { createSignInUserStatuses } from '../idp/signInUserStatuses.ts';
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
  const simulatorOptions = { cardPaymentsDisabled: settings.cardPaymentsDisabled, scale: settings.scale };
  // Every request and answer is held to the API contract: a mismatch is printed and kept for the e2e tests.
  const contract = createContract(bundleDocument(), settings.apiUrl);
  const partitions = createSimulatorPartitions((): SimulatorPartition => {
    // One store object for the handlers to hold; a reset refills it in place.
    const store = createSimulatorStore(simulatorOptions);
    let contractViolations: ContractViolation[] = [];
    const onContractViolation = (violation: ContractViolation) => {
      contractViolations.push(violation);
      logger.warn(`API contract (api/openapi.yaml): ${violation.operation}: ${violation.message}`);
    };
    // The card provider's webhooks reach this simulator's handlers, as a provider's reach the API's server;
    // the simulator asks the provider for refunds.
    const cardProvider = createCardProvider({
      notificationUrl: `${settings.apiUrl.replace(/\/+$/, '')}/card-payments/notifications`,
      deliver: (request) => callSimulator(apiHandlers, request, { contract, onViolation: onContractViolation }),
    });
    // What the simulator tells the sign-in service when it changes an account status (a renewal online).
    const signInUsers = createSignInUserStatuses();
    const apiHandlers = createApiHandlers({
      apiUrl: settings.apiUrl,
      verifyAccessToken,
      store,
      contract,
      portalOrigin: settings.origin,
      cardProvider,
      signInUsers,
    });
    return {
      store,
      apiHandlers,
      signInUsers,
      // The hosted payment page reads the sessions this simulator made and reports results through the provider.
      paymentGateway: settings.paymentGateway && createPaymentGateway({ store, ...settings.paymentGateway, provider: cardProvider }),
      reset: () => {
        Object.assign(store, createSimulatorStore(simulatorOptions));
        cardProvider.reset();
        signInUsers.clear();
        contractViolations = [];
      },
      onContractViolation,
      contractViolations: () => contractViolations,
    };
  });
  const signIn = await createSignInServer({
    ...settings.signIn,
    // A renewal or a paid-off suspension, once the simulator has told the sign-in service, reaches every token
    // issued after it (a silent refresh's included), as the tenant's Action reads the user's app_metadata.
    currentAccountStatus: (membershipNumber) => partitions.current().signInUsers.statusOf(membershipNumber),
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
