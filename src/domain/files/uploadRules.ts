import type { TestContext, ValidationError } from 'yup';
import { readFileContent, type FileContent } from './fileContent';
import { isImageKind, isOverPixelLimit, type FileKind } from './fileSignature';

/** One upload's messages, in the words of its form (or of the API). */
export interface UploadMessages {
  required: string;
  empty: string;
  tooLarge: string;
  type: string;
  tooManyPixels: string;
}

/** What an upload accepts: the kinds of file (by content), the most bytes, and what to say otherwise. */
export interface UploadRules {
  accepted: readonly FileKind[];
  maxBytes: number;
  messages: UploadMessages;
  /** A more helpful type message for some files (an iPhone photo), instead of messages.type. */
  typeMessage?: (content: FileContent, file: FileFacts) => string | undefined;
}

export type FileFacts = Pick<File, 'name' | 'type' | 'size'>;

/**
 * Why this file cannot be taken, or undefined when it can; pure, over what its bytes said. In order: no
 * file, an empty one, too large, not an accepted kind by content, an image whose header cannot be read, an
 * image over the pixel limit (judged from its header, before anything decodes it).
 */
export function fileProblem(file: FileFacts | null | undefined, content: FileContent | undefined, rules: UploadRules): string | undefined {
  if (!file) return rules.messages.required;
  if (file.size === 0) return rules.messages.empty;
  if (file.size > rules.maxBytes) return rules.messages.tooLarge;
  const accepted = content?.kind !== undefined && rules.accepted.includes(content.kind);
  if (!accepted || (isImageKind(content?.kind) && !content?.imageSize))
    return (content && rules.typeMessage?.(content, file)) ?? rules.messages.type;
  if (content?.imageSize && isOverPixelLimit(content.imageSize)) return rules.messages.tooManyPixels;
  return undefined;
}

/** fileProblem for a chosen file, reading its first bytes only when its size allows it. */
export async function checkFile(file: (Blob & FileFacts) | null | undefined, rules: UploadRules): Promise<string | undefined> {
  if (!file || file.size === 0 || file.size > rules.maxBytes) return fileProblem(file, undefined, rules);
  return fileProblem(file, await readFileContent(file), rules);
}

/** A yup test for a form's file field: the file is read, so the schema validates asynchronously. */
export const fileTest =
  (rules: UploadRules) =>
  async (file: unknown, context: TestContext): Promise<true | ValidationError> => {
    const problem = await checkFile(file instanceof Blob ? (file as Blob & FileFacts) : null, rules);
    return problem ? context.createError({ message: problem }) : true;
  };
