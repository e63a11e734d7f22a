import type { IconName } from '@/components/icons/iconNames';

/** A page of the portal (react-router path) or an outside address, opened in the same tab (spec §2). */
export type MenuEntry =
  | { kind: 'route'; label: string; to: string; icon?: IconName; /** Under the entry before it (a dynamic page of it). */ nested?: boolean }
  | { kind: 'external'; label: string; href: string; icon?: IconName };

export interface MenuSection {
  title: string;
  entries: MenuEntry[];
}
