import { CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { RoleType } from '@/api/types/user';
import { listText } from '@/lib/listText';
import { CAPABILITIES, readCapabilities } from '@/lib/permissions';
import '@/styles/parts/badge.scss';

const COLOURS: Record<RoleType, 'primary' | 'info' | 'secondary'> = { OWNER: 'primary', USER: 'info', VIEWER: 'secondary' };

/** The role as a badge and, for a USER, what they may do (capabilities in the page's language). */
export function RoleSummary({ roleType, capabilities }: { roleType: RoleType; capabilities: string[] }) {
  const { t, i18n } = useTranslation('people');
  const { t: tc } = useTranslation('common');
  const held = CAPABILITIES.filter((c) => readCapabilities(capabilities).has(c));
  const what = roleType === 'OWNER' ? t('role.all') : roleType === 'VIEWER' ? t('role.readOnly') : held.length ? listText(held.map((c) => tc(`permissions.capabilities.${c}`)), i18n.language) : t('role.none');
  return (
    <span className="people-list__role">
      <CBadge color={COLOURS[roleType]}>{tc(`permissions.roles.${roleType}`)}</CBadge>
      <span className="small text-body-secondary">{what}</span>
    </span>
  );
}
