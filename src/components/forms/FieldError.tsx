/** A field's validation message, beside it; the field points here with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {message}
    </div>
  );
}
