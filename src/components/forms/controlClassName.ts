/** Bootstrap's class for a control, with 'is-invalid' while its field has an error. */
export function controlClassName(base: string, isInvalid: boolean): string {
  return isInvalid ? `${base} is-invalid` : base;
}
