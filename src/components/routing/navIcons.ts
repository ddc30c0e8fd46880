import { cilBank, cilBolt, cilBuilding, cilCreditCard, cilDescription, cilDevices, cilDollar, cilFolder, cilHistory, cilInbox, cilLayers, cilList, cilListRich, cilLockLocked, cilMoney, cilPaperPlane, cilPen, cilPenAlt, cilPeople, cilPlus, cilPrint, cilSettings, cilSpeedometer, cilTags, cilUser, cilWarning } from '@coreui/icons';

/**
 * The sidebar's icons by name. Route tables name their icon (AppRoute's `nav.icon`) and only the
 * signed-in shell (AppSidebar, a lazy chunk) imports this map, so the icons' SVG data stays out
 * of the first download of the public pages (a phone on mobile data: bench:size's ceilings).
 */
export const navIcons = { cilBank, cilBolt, cilBuilding, cilCreditCard, cilDescription, cilDevices, cilDollar, cilFolder, cilHistory, cilInbox, cilLayers, cilList, cilListRich, cilLockLocked, cilMoney, cilPaperPlane, cilPen, cilPenAlt, cilPeople, cilPlus, cilPrint, cilSettings, cilSpeedometer, cilTags, cilUser, cilWarning } as const;

export type NavIconName = keyof typeof navIcons;
