import { imageSize, isImageKind, isOverPixelLimit, sniffFileKind, type FileKind, type ImageSize } from './fileSignature';

/** What a file's bytes say it is: its kind, and for an image its size (undefined when the header is unreadable). */
export interface FileContent {
  kind: FileKind | undefined;
  imageSize?: ImageSize;
}

/** Enough for every signature and nearly every image header; a JPEG with a long EXIF block is read whole. */
const HEAD_BYTES = 64 * 1024;
/** Beyond this a JPEG's frame header is not looked for: no upload the portal takes is larger. */
const MAX_WHOLE_READ_BYTES = 32 * 1024 * 1024;

/** The bytes at the start of a file (all of it when it is short). */
async function readHead(file: Blob, bytes: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, bytes).arrayBuffer());
}

/** Pure: the content these first bytes describe. `needs-more` is left to the reader. */
export function contentOf(head: Uint8Array): FileContent & { needsMore: boolean } {
  const kind = sniffFileKind(head);
  const size = imageSize(head, kind);
  return { kind, imageSize: typeof size === 'object' ? size : undefined, needsMore: size === 'needs-more' };
}

// A file never changes once chosen: read each one once, however often a form validates it.
const read = new WeakMap<Blob, Promise<FileContent>>();

/** Reads what a file is from its first bytes; no image is decoded. */
export function readFileContent(file: Blob): Promise<FileContent> {
  let content = read.get(file);
  if (!content) {
    content = (async () => {
      try {
        let found = contentOf(await readHead(file, HEAD_BYTES));
        if (found.needsMore && file.size > HEAD_BYTES && file.size <= MAX_WHOLE_READ_BYTES) found = contentOf(await readHead(file, file.size));
        return { kind: found.kind, imageSize: found.imageSize };
      } catch (error) {
        // A file the browser can no longer read (changed or removed on disk since it was chosen) is not
        // one the portal can send: it is judged as unknown, and read again if chosen again.
        console.warn('Could not read the chosen file', error);
        read.delete(file);
        return { kind: undefined };
      }
    })();
    read.set(file, content);
  }
  return content;
}

/** An image a browser may show: a known image kind whose header gives a size within the pixel limit. */
export function isShowableImage(content: FileContent | undefined): boolean {
  return isImageKind(content?.kind) && content?.imageSize !== undefined && !isOverPixelLimit(content.imageSize);
}
