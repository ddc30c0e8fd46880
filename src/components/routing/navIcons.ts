import { cilBank, cilBolt, cilCreditCard, cilDescription, cilDevices, cilDollar, cilFolder, cilHistory, cilInbox, cilList, cilListRich, cilMoney, cilPaperPlane, cilPen, cilPlus, cilPrint, cilSpeedometer } from '@coreui/icons';
import type { settingsNavIcons } from './settingsNavIcons';

/**
 * The sidebar's icons by name. Route tables name their icon (AppRoute's `nav.icon`) and only the
 * signed-in shell (AppSidebar, a lazy chunk) imports this map, so the icons' SVG data stays out
 * of the first download of the public pages (a phone on mobile data: bench:size's ceilings). The
 * settings section's own icons (settingsNavIcons.ts) load when one of its entries shows: the
 * section is folded on most pages (app/layout/NavIcon.tsx).
 */
export const navIcons = { cilBank, cilBolt, cilCreditCard, cilDescription, cilDevices, cilDollar, cilFolder, cilHistory, cilInbox, cilList, cilListRich, cilMoney, cilPaperPlane, cilPen, cilPlus, cilPrint, cilSpeedometer } as const;

export type SettingsNavIconName = keyof typeof settingsNavIcons;
export type NavIconName = keyof typeof navIcons | SettingsNavIconName;

export const isFirstNavIcon = (name: NavIconName): name is keyof typeof navIcons => name in navIcons;
