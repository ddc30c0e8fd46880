import { useTranslation } from 'react-i18next';
import { ChoiceInput } from '@/components/form/ChoiceInput';
import { SelectInput } from '@/components/form/SelectInput';
import type { RoleChoice } from '@/api/types/member';
import type { RoleType } from '@/api/types/user';
import { CAPABILITIES } from '@/lib/permissions';
import { withRole } from '../rules/peopleRules';

const ROLE_TYPES: RoleType[] = ['USER', 'VIEWER', 'OWNER'];

interface Props {
  /** Unique per form on the page: the fields' ids start with it. */
  idPrefix: string;
  value: RoleChoice;
  onChange: (next: RoleChoice) => void;
  disabled?: boolean;
  /** The role type alone (a change of role: its call carries no capabilities). */
  roleOnly?: boolean;
}

/**
 * Role type and capabilities (spec sections 3 and 6). Only a USER has capabilities to choose: an
 * OWNER holds them all and a VIEWER none (docs/permissions.md).
 */
export function RoleFields({ idPrefix, value, onChange, disabled, roleOnly = false }: Props) {
  const { t } = useTranslation('people');
  const { t: tc } = useTranslation('common');
  return (
    <div className="role-fields">
      <SelectInput
        id={`${idPrefix}-role`}
        label={t('role.label')}
        options={ROLE_TYPES.map((role) => ({ value: role, label: tc(`permissions.roles.${role}`) }))}
        value={value.roleType}
        disabled={disabled}
        hint={t(roleOnly && value.roleType === 'USER' ? 'role.changeHintUser' : `role.hints.${value.roleType}`)}
        onChange={(e) => onChange(withRole(value, e.target.value as RoleType))}
        className="mb-2"
      />
      {value.roleType === 'USER' && !roleOnly && (
        <fieldset className="mb-2" disabled={disabled}>
          <legend className="form-label fs-6 mb-1">{t('role.capabilities')}</legend>
          {CAPABILITIES.map((capability) => (
            <ChoiceInput
              key={capability}
              type="checkbox"
              id={`${idPrefix}-cap-${capability}`}
              label={tc(`permissions.capabilities.${capability}`)}
              checked={value.capabilities.includes(capability)}
              onChange={(e) =>
                onChange({
                  ...value,
                  capabilities: e.target.checked ? [...value.capabilities, capability] : value.capabilities.filter((c) => c !== capability),
                })
              }
            />
          ))}
        </fieldset>
      )}
    </div>
  );
}
