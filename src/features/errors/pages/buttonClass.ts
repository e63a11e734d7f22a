/** How an error page's action looks: one primary action per page, the rest outlined. */
export type ActionVariant = 'primary' | 'secondary';

export function buttonClass(variant: ActionVariant): string {
  return variant === 'primary' ? 'btn btn-primary' : 'btn btn-outline-primary';
}
