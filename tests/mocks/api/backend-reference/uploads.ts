// TEST DOUBLE, never shipped: the simulator judges every uploaded file as the portal does, by its first
// bytes (src/domain/files), never by its name or the type the sender declared. Each refusal has its problem code.
import { readFileContent } from '../../../../src/domain/files/fileContent';
import { MIME_TYPE_OF, type FileKind } from '../../../../src/domain/files/fileSignature';
import { fileProblem, type UploadRules } from '../../../../src/domain/files/uploadRules';

export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
  slice(start?: number, end?: number): Blob;
}
export const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && 'size' in value && 'name' in value && 'arrayBuffer' in value && 'slice' in value;

/** The API's words for a multipart field's file: `receiptImage is empty`, … */
export function apiFileMessages(field: string, types: string, maxMb: number): UploadRules['messages'] {
  return {
    required: `A single ${field} file is required`,
    empty: `${field} is empty`,
    tooLarge: `${field} is larger than ${maxMb} MB`,
    type: `${field} must be ${types}`,
    tooManyPixels: `${field} is an image of more than 40 megapixels`,
  };
}

/** The problem code of each way a file is refused. */
const FILE_PROBLEM_CODES: Record<keyof UploadRules['messages'], string> = {
  required: 'file-required',
  empty: 'file-empty',
  tooLarge: 'file-too-large',
  type: 'file-type-not-accepted',
  tooManyPixels: 'image-too-large',
};

const refusal = (rules: UploadRules, message: string) => {
  const reason = (Object.keys(FILE_PROBLEM_CODES) as (keyof UploadRules['messages'])[]).find((key) => rules.messages[key] === message) ?? 'type';
  return { ok: false as const, status: 400 as const, code: FILE_PROBLEM_CODES[reason], message };
};

export type UploadCheck =
  | { ok: false; status: 400; code: string; message: string }
  | { ok: true; file: UploadedFile; kind: FileKind; contentType: string; bytes: Uint8Array<ArrayBuffer> };

/** Exactly one file under `field`, of a kind the rules accept by its bytes; kept with the type its bytes say. */
export async function checkUploadedFile(entries: FormDataEntryValue[], rules: UploadRules): Promise<UploadCheck> {
  const [file] = entries;
  if (entries.length !== 1 || !isUploadedFile(file)) return refusal(rules, rules.messages.required);
  const content = file.size > 0 && file.size <= rules.maxBytes ? await readFileContent(file as unknown as Blob) : undefined;
  const problem = fileProblem(file, content, rules);
  if (problem || !content?.kind) return refusal(rules, problem ?? rules.messages.type);
  return { ok: true, file, kind: content.kind, contentType: MIME_TYPE_OF[content.kind], bytes: new Uint8Array(await file.arrayBuffer()) };
}
