// TEST DOUBLE, never shipped: part of the API simulator (tests/mocks/api).
import { HttpResponse } from 'msw';
import type { FieldError, Refusal } from './backend-reference/refusal';

/** RFC 9457 problem details: every refusal of the API (api/openapi.yaml, "Refusals"). */
export const PROBLEM_MEDIA_TYPE = 'application/problem+json';
const PROBLEM_TYPE_BASE = 'https://api.larder.example/problems/';

export type ProblemFieldError = FieldError;

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  errors?: ProblemFieldError[];
}

/** A code's title, the same for every occurrence: `receipt-already-claimed` → "Receipt already claimed". */
const titleOf = (code: string) => code.charAt(0).toUpperCase() + code.slice(1).replaceAll('-', ' ');

/**
 * A refusal: its status, the stable `code` a program acts on (the document's table, or the operation's
 * `x-problem-codes`) and a sentence for a person. Thrown from a resolver (msw answers with a thrown
 * Response) or returned.
 */
export function problem(
  status: number,
  code: string,
  detail: string,
  { errors, headers, extensions }: { errors?: ProblemFieldError[]; headers?: Record<string, string>; extensions?: Record<string, unknown> } = {},
): HttpResponse<ProblemBody> {
  // Extension members (RFC 9457 §3.2) come first, so they can never replace a standard member.
  const body: ProblemBody = { ...extensions, type: `${PROBLEM_TYPE_BASE}${code}`, title: titleOf(code), status, detail, code, ...(errors?.length && { errors }) };
  return HttpResponse.json(body, { status, headers: { 'Content-Type': PROBLEM_MEDIA_TYPE, ...headers } });
}

/** A rule's refusal (backend-reference/refusal.ts) as the API answers it. Thrown from a resolver, or returned. */
export function refused({ status, code, message, errors }: Refusal): HttpResponse<ProblemBody> {
  return problem(status, code, message, { errors });
}

/**
 * `Content-Disposition` for a file answer (RFC 6266): an ASCII fallback name for old clients, and the name
 * as given, in UTF-8 (RFC 8187 `filename*`), so a receipt named in Japanese or with an emoji keeps its name.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const fallback =
    fileName
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\x20-\x7e]|["\\%;]/g, '_')
      .trim() || 'download';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * A file answer: its bytes as they are (jsdom's Blob, under the integration tests, cannot be streamed into a
 * response; the contract types a file as the Blob the portal reads, hence the cast), its media type, and
 * how to offer it.
 */
export function fileResponse(
  bytes: Uint8Array | string,
  contentType: string,
  disposition?: { kind: 'attachment' | 'inline'; fileName: string },
): HttpResponse<Blob> {
  const body = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes.slice();
  return new Response(body.buffer, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(body.byteLength),
      ...(disposition && { 'Content-Disposition': contentDisposition(disposition.kind, disposition.fileName) }),
    },
  }) as HttpResponse<Blob>;
}
