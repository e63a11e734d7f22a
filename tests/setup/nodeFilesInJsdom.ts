import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

// Files, blobs and form data are Node's own, as Node's fetch (which the portal's calls go through to the
// API simulator) reads them: jsdom's File loses its name and bytes on that way, and uploads are judged
// by their bytes. A form's own data (React reads it on a submit in a transition) is still collected by
// jsdom, then copied.
const JsdomFormData = window.FormData;
const JsdomBlob = window.Blob;
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
class FormDataOfNode extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!form) return;
    for (const [name, value] of new JsdomFormData(form, submitter ?? undefined)) {
      this.append(name, typeof value === 'string' ? value : (new NodeFile([], value.name, { type: value.type }) as unknown as Blob));
    }
  }
}
// jsdom's FileReader reads only jsdom's blobs (user-event's clipboard reads through it): a Node blob is
// copied into one first.
for (const method of ['readAsText', 'readAsArrayBuffer', 'readAsDataURL', 'readAsBinaryString'] as const) {
  const read = window.FileReader.prototype[method] as (this: FileReader, blob: Blob, ...rest: unknown[]) => void;
  window.FileReader.prototype[method] = function (this: FileReader, blob: Blob, ...rest: unknown[]) {
    if (blob instanceof JsdomBlob) return read.call(this, blob, ...rest);
    const nodeBlob = blob as Blob;
    void nodeBlob.arrayBuffer().then((bytes: ArrayBuffer) => read.call(this, new JsdomBlob([bytes], { type: nodeBlob.type }), ...rest));
  } as never;
}
for (const [name, implementation] of [
  ['Blob', NodeBlob],
  ['File', NodeFile],
  ['FormData', FormDataOfNode],
] as const) {
  Object.defineProperty(globalThis, name, { value: implementation, configurable: true, writable: true });
  Object.defineProperty(window, name, { value: implementation, configurable: true, writable: true });
}

// jsdom does not implement scrolling; the portal scrolls to the top after each route change.
window.scrollTo = () => undefined;
