// TEST DOUBLE, never shipped: how a rule of the members API says no (api/openapi.yaml, "Refusals"). Every
// refusal has its status, the stable `code` a client acts on (the document's table, or the operation's
// `x-problem-codes`), a sentence for a person and, when it is about fields of the request, their names.
// The handlers answer it as an RFC 9457 problem (responses.ts `refused`).

/** One field a refusal is about, as the problem's `errors` names it. */
export interface FieldError {
  in: 'path' | 'query' | 'header' | 'body';
  /** The parameter or header, or the body field as `lines[0].name` (empty for the whole body). */
  name: string;
  detail: string;
}

export interface Refusal {
  ok: false;
  status: number;
  code: string;
  message: string;
  errors?: FieldError[];
}

/**
 * A refusal; `fields` names the body fields it is about (each gets the message as its detail), or gives
 * them in full when they are parameters or headers.
 */
export function refuse(status: number, code: string, message: string, fields?: string | readonly string[] | readonly FieldError[]): Refusal {
  const list: readonly (string | FieldError)[] = fields === undefined ? [] : typeof fields === 'string' ? [fields] : fields;
  const errors = list.map((field) => (typeof field === 'string' ? { in: 'body' as const, name: field, detail: message } : field));
  return { ok: false, status, code, message, ...(errors.length ? { errors } : {}) };
}

/**
 * Bad input a client could have known from the document: a value breaking its field's type, format,
 * pattern, enum or limit, or a required field missing. The same code the contract's own check gives
 * (400 `invalid-request`), so the answer does not depend on which check saw it first.
 */
export const invalid = (message: string, fields?: string | readonly string[] | readonly FieldError[]): Refusal =>
  refuse(400, 'invalid-request', message, fields);
