import type { IconName } from './iconNames';

/** A circle as path data, so every icon stays a single stroked <path>. */
function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}

/** Outline drawings on a 24×24 grid, stroked with the current text colour. */
export const ICON_PATHS: Record<IconName, string> = {
  home: 'M3 11l9-7 9 7M5 9.5V20h5v-6h4v6h5V9.5',
  dashboard: 'M4 4h6v8H4zM14 4h6v5h-6zM14 13h6v7h-6zM4 16h6v4H4z',
  account: `${circle(12, 12, 9)}${circle(12, 10, 3)}M6.6 18.4c1.4-1.9 3.2-2.9 5.4-2.9s4 1 5.4 2.9`,
  payments: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM3 10h18M7 15h4',
  upgrade: `${circle(12, 12, 9)}M12 16.5v-9M8 11.5l4-4 4 4`,
  documents: 'M15 3H9a1 1 0 0 0-1 1v13a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V8zM15 3v5h5M5 7v13a1 1 0 0 0 1 1h9',
  premises: 'M3 21h18M5 21V10M19 21V10M3 10l2.5-6h13L21 10zM10 21v-6h4v6',
  training: 'M2 9l10-5 10 5-10 5zM6 11v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5M22 9v6',
  wallet: 'M5 6h13a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zM5 6l10-3v3M15 11h5v4h-5z',
  help: `${circle(12, 12, 9)}M9.5 9.5a2.5 2.5 0 1 1 3.6 2.2c-.7.4-1.1 1-1.1 1.8v.5M12 17h.01`,
  gas: 'M12 3c.8 3.5 5 5.5 5 10.5a5 5 0 0 1-10 0c0-2.6 1.3-4.3 2.5-5.5.2 1.6.9 2.7 2 3.2-.3-2.9-.6-5.5.5-8.2z',
  rewards: 'M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8C10.5 5 7 4 7 6.5S10 8 12 8zm0 0c1.5-3 5-4 5-1.5S14 8 12 8z',
  claims: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  signup: `${circle(9, 8, 4)}M2 20c0-3.3 3.1-6 7-6s7 2.7 7 6M19 8v6M16 11h6`,
  periods: 'M6 3h12M6 21h12M7 3v3a5 5 0 0 0 10 0V3M7 21v-3a5 5 0 0 1 10 0v3',
  finance: 'M4 20h16M7 16v-4M12 16V8M17 16V5',
  developer: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  logout: 'M9 20H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h4M16 16l4-4-4-4M20 12H9',
  settings: `M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0${circle(16, 6, 2)}${circle(10, 12, 2)}${circle(18, 18, 2)}`,
  menu: 'M4 6h16M4 12h16M4 18h16',
  warning: 'M12 3.5l9.5 16.5h-19zM12 10v4M12 17h.01',
  info: `${circle(12, 12, 9)}M12 11v5M12 8h.01`,
  success: `${circle(12, 12, 9)}M8 12.5l2.8 2.8L16 9.5`,
  error: `${circle(12, 12, 9)}M9 9l6 6M15 9l-6 6`,
  user: `${circle(12, 8, 4)}M4 21c0-4 3.6-7 8-7s8 3 8 7`,
  search: `${circle(11, 11, 7)}M20 20l-4-4`,
  upload: 'M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3M12 15V4M7 9l5-5 5 5',
  file: 'M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8zM14 3v5h5',
  close: 'M6 6l12 12M18 6L6 18',
  calendar: 'M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM4 10h16M8 3v4M16 3v4',
};
