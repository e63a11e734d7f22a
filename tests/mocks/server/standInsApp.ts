// TEST DOUBLE, never shipped: one small Express app holding both stand-ins, for Vite's dev and preview
// servers to mount: the sign-in stand-in under its issuer path and the API simulator under VITE_API_URL
// (one simulator per partition: simulatorPartitions.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Request, type Response } from 'express';
import type { RequestHandler } from 'msw';
import type { Router } from 'express';
import type { Contract, ContractViolation } from '../../contract/contract.ts';
import type { SimulatorStore } from '../api/store.ts';
import type { SignInUserStatuses } from '../idp/signInUserStatuses.ts';
import type { SignInServer } from '../idp/createSignInServer.ts';
import type { SimulatorPartitions } from './simulatorPartitions.ts';
import { simulatorMiddleware } from './simulatorMiddleware.ts';

/** A connect middleware, as Vite's dev and preview servers take them. */
export type StandInsMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

const isUnder = (path: string, mountPath: string) => path === mountPath || path.startsWith(`${mountPath}/`);

/** One API simulator and what belongs to it: its store, handlers, payment page and contract record. */
export interface SimulatorPartition {
  store: SimulatorStore;
  apiHandlers: RequestHandler[];
  /** The hosted payment page stand-in, when the settings point the gateway here. */
  paymentGateway?: Router;
  /** The account statuses the simulator has told the sign-in service (read by the sign-in stand-in). */
  signInUsers: SignInUserStatuses;
  /** Refills the simulator's store with fresh seed data. */
  reset: () => void;
  /** Called for each request or answer the contract does not allow. */
  onContractViolation: (violation: ContractViolation) => void;
  /** What the contract refused since the last reset. */
  contractViolations: () => ContractViolation[];
}

export function createStandInsApp(options: {
  signIn: SignInServer;
  apiMountPath: string;
  /** Where the hosted payment page stand-in is mounted, when the settings point the gateway here. */
  paymentGatewayMountPath?: string;
  /** The simulators, one per partition (simulatorPartitions.ts). */
  partitions: SimulatorPartitions<SimulatorPartition>;
  /** The API contract every request and answer is held to. */
  contract: Contract;
}): StandInsMiddleware {
  const { signIn, apiMountPath, paymentGatewayMountPath, partitions } = options;
  const partition = () => partitions.current();
  const app = express();
  app.disable('x-powered-by');

  app.use(signIn.mountPath, signIn.handler);
  if (paymentGatewayMountPath) {
    app.use(paymentGatewayMountPath, (req, res, next) => (partition().paymentGateway ?? next)(req, res, next));
  }

  // Stand-in only, never in the portal's API table: the e2e tests call it so each journey starts from
  // the seeded data. Reachable only where the stand-ins are, on this machine's loopback address.
  app.post(`${apiMountPath}/__simulator/reset`, (_req, res) => {
    partition().reset();
    res.status(204).end();
  });
  // Stand-in only, likewise: what the API contract refused since the last reset, for the e2e tests to fail on.
  app.get(`${apiMountPath}/__simulator/contract-violations`, (_req, res) => {
    res.json(partition().contractViolations());
  });

  // The handlers match against the full URL, so they must see req.url unstripped: filter by path here
  // rather than mounting them under the API path.
  app.use((req, res, next) => {
    if (!isUnder(req.path, apiMountPath)) return next();
    const { apiHandlers, onContractViolation } = partition();
    const api = simulatorMiddleware(apiHandlers, { contract: options.contract, onViolation: onContractViolation });
    api(req, res, (error?: unknown) => {
      if (error) return next(error);
      res.status(404).type('text/plain').send(`The API simulator has no handler for ${req.method} ${req.path}`);
    });
  });

  // Only stand-in paths enter Express (which swaps in its own request and response prototypes); the
  // rest goes on to Vite untouched. Each request runs in its own partition's simulator.
  return (req, res, next) => {
    const { pathname } = new URL(req.url ?? '/', 'http://stand-ins.invalid');
    const isStandIn =
      isUnder(pathname, signIn.mountPath) ||
      isUnder(pathname, apiMountPath) ||
      (paymentGatewayMountPath !== undefined && isUnder(pathname, paymentGatewayMountPath));
    if (isStandIn) {
      partitions.run(req, () => app(req as Request, res as Response, next));
    } else {
      next();
    }
  };
}
