/** A field's validation message, linked to the field by its id (aria-describedby). Renders nothing when valid. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {message}
    </div>
  );
}
