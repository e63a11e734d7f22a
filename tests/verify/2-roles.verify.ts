// (b) Who may call what: each operation called as a persona its `x-roles` permits and as ones it refuses,
// and without a token. Refusals change nothing, so they run in any order; permitted calls are reads only
// here (every write is made once, by 4-operations.verify.ts).
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../mocks/data/demoAccounts';
import { examplePlan, expectProblem, isRead, nameOf, operations, permittedPersona, send, type RequestPlan } from './support/kit';
import { memberPersona, NO_ROLES, otherMember, PERSONA_FOR_ROLE, personaForRole } from './support/personas';
import type { OperationDescription } from '../contract/contract';

const rolesOf = (persona: string) => DEMO_ACCOUNTS.find((account) => account.key === persona)?.roles ?? [];

/** Whether the operation lets this persona in (the rule every server keeps: api/openapi.yaml "Who may call what"). */
function permits({ operation }: OperationDescription, plan: RequestPlan, persona: string): boolean {
  const roles = rolesOf(persona);
  if (operation.roles.includes('authenticated')) return true;
  if (operation.roles.some((role) => role !== 'larderMember' && roles.includes(role))) return true;
  const programme = plan.path.programme;
  if (programme && (operation.programmeRoles[programme] ?? []).some((role) => roles.includes(role))) return true;
  const member = operation.memberParameter && plan.path[operation.memberParameter];
  return operation.roles.includes('larderMember') && roles.includes('larderMember') && memberPersona(member || '')?.key === persona;
}

/** Staff who are refused: developers first (they read, never write), then other roles, then no role at all. */
const REFUSED_CANDIDATES = [PERSONA_FOR_ROLE.developer, PERSONA_FOR_ROLE.accountManager, PERSONA_FOR_ROLE.larderAdmin, PERSONA_FOR_ROLE.calorClaimsEmployee, PERSONA_FOR_ROLE.nisbetsEmployee, NO_ROLES];

describe.each(operations.map((description) => [nameOf(description), description] as const))('%s', (_name, description) => {
  const plan = examplePlan(description);
  const { operation } = description;

  it.runIf(operation.needsToken)('refuses a call without a token: 401 unauthenticated, with a Bearer challenge', async () => {
    const answer = await send(plan, null);
    expectProblem(answer, 401, 'unauthenticated');
    expect(answer.headers.get('WWW-Authenticate') ?? '').toMatch(/^Bearer /);
  });

  const refusedStaff = REFUSED_CANDIDATES.find((persona) => !permits(description, plan, persona));
  it.runIf(operation.needsToken && refusedStaff !== undefined)(`refuses ${refusedStaff}: 403 role-required`, async () => {
    expectProblem(await send(plan, refusedStaff!), 403, 'role-required');
  });

  const member = operation.memberParameter && plan.path[operation.memberParameter];
  it.runIf(operation.roles.includes('larderMember') && Boolean(member))('refuses another member: 403 not-your-membership', async () => {
    expectProblem(await send(plan, otherMember(member as string).key), 403, 'not-your-membership');
  });

  // Reads change nothing: every role the operation lists may make it.
  const permitted = [...new Set([permittedPersona(description, plan), ...operation.roles.map(personaForRole)].filter((persona): persona is string => Boolean(persona)))];
  it.runIf(isRead(description) && operation.needsToken)(`lets in ${permitted.join(', ')}`, async () => {
    for (const persona of permitted) {
      const answer = await send(plan, persona);
      expect([401, 403], `${persona}: ${answer.status} ${answer.text.slice(0, 300)}`).not.toContain(answer.status);
      expect(answer.status, `${persona}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
    }
  });
});
