// (c) Bad input, from the schema: for every operation, each limit, enum, type and required field broken
// once on the document's example request, and one unknown query parameter and body field. The server
// must refuse each before doing anything: 400 invalid-request naming the parameter or field (a path
// naming nothing: 404 not-found). api/openapi.yaml, "Bad input".
import { describe, expect, it } from 'vitest';
import type { OperationDescription } from '../contract/contract';
import { contract, examplePlan, expectProblem, nameOf, operations, permittedPersona, send, type RequestPlan } from './support/kit';

type Json = Record<string, unknown>;

interface Break {
  what: string;
  where: 'path' | 'query' | 'header' | 'body';
  /** The parameter or field the refusal must name. */
  name: string;
  apply: (plan: RequestPlan) => void;
}

/** Values this schema refuses, each with why. */
function refusedValues(raw: Json): { value: unknown; why: string }[] {
  const schema = contract.resolve(raw);
  const out: { value: unknown; why: string }[] = [];
  if (Array.isArray(schema.enum)) out.push({ value: 'not-one-of-these', why: 'outside its enum' });
  if (schema.type === 'string' && typeof schema.maxLength === 'number') out.push({ value: 'x'.repeat(schema.maxLength + 1), why: `longer than ${schema.maxLength}` });
  if (schema.type === 'string' && schema.format === 'date') out.push({ value: '2026-13-45', why: 'not a date' });
  if (schema.type === 'string' && schema.format === 'uuid') out.push({ value: 'not-a-guid', why: 'not a GUID' });
  if (schema.type === 'integer' || schema.type === 'number') {
    out.push({ value: 'many', why: 'not a number' });
    if (typeof schema.maximum === 'number') out.push({ value: schema.maximum + 1, why: `above ${schema.maximum}` });
    if (typeof schema.minimum === 'number') out.push({ value: schema.minimum - 1, why: `below ${schema.minimum}` });
  }
  if (schema.type === 'boolean') out.push({ value: 'perhaps', why: 'not true or false' });
  return out;
}

function parameterBreaks(description: OperationDescription): Break[] {
  const breaks: Break[] = [];
  for (const parameter of description.parameters) {
    const name = String(parameter.name);
    const where = parameter.in as Break['where'];
    if (where === 'header' && name !== 'Idempotency-Key') continue;
    for (const { value, why } of refusedValues((parameter.schema ?? {}) as Json)) {
      breaks.push({
        what: `${where} ${name} ${why}`,
        where,
        name,
        apply: (plan) => {
          if (where === 'path') plan.path[name] = String(value);
          else if (where === 'query') plan.query[name] = String(value);
          else plan.headers[name] = String(value);
        },
      });
    }
  }
  breaks.push({ what: 'an unknown query parameter', where: 'query', name: 'unexpectedParameter', apply: (plan) => void (plan.query.unexpectedParameter = '1') });
  return breaks;
}

/** The breaks of an object's fields, below `prefix` (`lines[0].name`), one level of nesting deep. */
function objectBreaks(raw: Json, example: Json, prefix: string, set: (plan: RequestPlan) => Json, depth = 0): Break[] {
  const schema = contract.resolve(raw);
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const field = (key: string) => (prefix ? `${prefix}.${key}` : key);
  const breaks: Break[] = [{ what: `an unknown field${prefix ? ` in ${prefix}` : ''}`, where: 'body', name: field('unexpectedField'), apply: (plan) => void (set(plan).unexpectedField = 1) }];
  for (const key of (schema.required as string[] | undefined) ?? []) {
    if (key in example) breaks.push({ what: `${field(key)} left out`, where: 'body', name: field(key), apply: (plan) => void delete set(plan)[key] });
  }
  for (const [key, property] of Object.entries(properties)) {
    const resolved = contract.resolve(property);
    for (const { value, why } of refusedValues(property)) {
      breaks.push({ what: `${field(key)} ${why}`, where: 'body', name: field(key), apply: (plan) => void (set(plan)[key] = value) });
    }
    if (resolved.type === 'array' && typeof resolved.maxItems === 'number' && Array.isArray(example[key]) && (example[key] as unknown[]).length) {
      const first = (example[key] as unknown[])[0];
      breaks.push({
        what: `${field(key)} with more than ${resolved.maxItems} items`,
        where: 'body',
        name: field(key),
        apply: (plan) => void (set(plan)[key] = Array.from({ length: (resolved.maxItems as number) + 1 }, () => structuredClone(first))),
      });
    }
    const nested = example[key];
    if (depth === 0 && resolved.type === 'object' && typeof nested === 'object' && nested !== null && !Array.isArray(nested)) {
      breaks.push(...objectBreaks(resolved, nested as Json, field(key), (plan) => set(plan)[key] as Json, depth + 1));
    }
  }
  return breaks;
}

function bodyBreaks(description: OperationDescription, plan: RequestPlan): Break[] {
  const content = (description.requestBody?.content ?? {}) as Record<string, Json>;
  if (content['application/json'] && typeof plan.json === 'object' && plan.json !== null && !Array.isArray(plan.json)) {
    return objectBreaks(content['application/json'].schema as Json, plan.json as Json, '', (changed) => changed.json as Json);
  }
  const multipart = content['multipart/form-data'];
  if (!multipart || !plan.form) return [];
  const schema = contract.resolve(multipart.schema as Json);
  const breaks: Break[] = [{ what: 'an unknown form field', where: 'body', name: 'unexpectedField', apply: (changed) => void (changed.form!.unexpectedField = '1') }];
  for (const key of (schema.required as string[] | undefined) ?? []) {
    if (key in plan.form) breaks.push({ what: `${key} left out`, where: 'body', name: key, apply: (changed) => void delete changed.form![key] });
  }
  for (const [key, property] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
    const resolved = contract.resolve(property);
    if (resolved.type !== 'string' || resolved.format === 'binary') continue;
    for (const { value, why } of refusedValues(resolved)) {
      breaks.push({ what: `${key} ${why}`, where: 'body', name: key, apply: (changed) => void (changed.form![key] = String(value)) });
    }
  }
  return breaks;
}

describe.each(operations.map((description) => [nameOf(description), description] as const))('%s', (_name, description) => {
  const example = examplePlan(description);
  const persona = permittedPersona(description, example) ?? null;
  const breaks = [...parameterBreaks(description), ...bodyBreaks(description, example)];

  it.each(breaks.map((found) => [found.what, found] as const))('refuses %s', async (_what, found) => {
    const plan = examplePlan(description);
    found.apply(plan);
    const answer = await send(plan, persona);
    if (found.where === 'path') return expectProblem(answer, 404, 'not-found');
    expectProblem(answer, 400, 'invalid-request');
    const named = ((answer.json?.errors ?? []) as { in: string; name: string }[]).map((error) => `${error.in} ${error.name}`);
    expect(named, answer.text.slice(0, 500)).toContainEqual(expect.stringMatching(new RegExp(`^${found.where} ${found.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[.[])`)));
  });
});
