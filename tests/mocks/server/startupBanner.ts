// TEST DOUBLE support, never shipped: what `npm start` prints once the stand-ins are up: where they are,
// and who a person can sign in as.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../data/demoAccounts.ts';
import { TEST_CARDS } from '../payments/testCards.ts';
import type { StandInSettings } from './standInSettings.ts';

export function startupBanner(settings: StandInSettings): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.label.length));
  const lines = [
    '',
    '  Local stand-ins (test doubles; no real accounts):',
    `    Portal                 ${settings.origin}/`,
    `    Sign-in (Auth0 double) ${settings.signIn.issuer}`,
    `    API simulator          ${settings.apiUrl}${settings.scale > 1 ? `  demo data × ${settings.scale} (LARDER_SCALE)` : ''}`,
    ...(settings.paymentGateway
      ? [
          `    Payment page (double)  ${settings.origin}${settings.paymentGateway.mountPath}  test cards: ` +
            TEST_CARDS.map((card) => `${card.number} ${card.challenge ? '3-D Secure challenge' : card.outcome}`).join(', '),
        ]
      : []),
    '',
    `  Demo accounts (password for every one: ${DEMO_PASSWORD}):`,
  ];
  let group = '';
  for (const account of DEMO_ACCOUNTS) {
    if (account.group !== group) {
      group = account.group;
      lines.push(`    ${group}`);
    }
    lines.push(`      ${account.label.padEnd(width)}  ${account.email}`);
  }
  return [...lines, ''].join('\n');
}
