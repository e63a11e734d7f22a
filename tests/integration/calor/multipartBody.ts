// Builds a multipart/form-data body by hand. jsdom's File loses its name and bytes on the way through
// Node's fetch, so the simulator's file checks are exercised with a body whose every byte is known.

export type Part = { name: string; value: string } | { name: string; file: { filename: string; type: string; size: number } };

const BOUNDARY = 'larder-test-boundary';

export function multipartBody(parts: Part[]): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      const { filename, type, size } = part.file;
      chunks.push(encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`));
      chunks.push(new Uint8Array(size).fill(0x41));
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
