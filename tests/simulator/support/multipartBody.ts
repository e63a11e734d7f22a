// Builds a multipart/form-data body by hand, so the simulator's file checks are exercised with a body
// whose every byte is known (the declared name and type included, whatever they claim).

/** A file part: `head` first (what the file is, by its bytes), then filler up to `size`. */
export type Part = { name: string; value: string } | { name: string; file: { filename: string; type: string; size: number; head?: Uint8Array } };

const BOUNDARY = 'larder-test-boundary';

export function multipartBody(parts: Part[]): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      const { filename, type, size, head = new Uint8Array() } = part.file;
      chunks.push(encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`));
      const content = new Uint8Array(Math.max(size, head.length)).fill(0x41);
      content.set(head);
      chunks.push(content);
      chunks.push(encoder.encode('\r\n'));
    }
  }
  chunks.push(encoder.encode(`--${BOUNDARY}--\r\n`));
  const body = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}
