import { cilBuilding, cilLayers, cilLockLocked, cilPenAlt, cilPeople, cilSettings, cilTags, cilUser } from '@coreui/icons';

/** The icons only the settings section of the sidebar shows (navIcons.ts): a chunk of their own. */
export const settingsNavIcons = { cilBuilding, cilLayers, cilLockLocked, cilPenAlt, cilPeople, cilSettings, cilTags, cilUser } as const;
