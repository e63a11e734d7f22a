import type { IconName } from '@/components/icons/iconNames';

/** A page of the portal (react-router path) or an outside address, opened in the same tab (spec §2). */
export type MenuEntry =
  | { kind: 'route'; label: string; to: string; icon?: IconName }
  | { kind: 'external'; label: string; href: string; icon?: IconName };

export interface MenuSection {
  title: string;
  entries: MenuEntry[];
}
