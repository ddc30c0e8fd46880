import { CDropdown, CDropdownItem, CDropdownMenu, CDropdownToggle } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { selectUser, selectWorkspace, workspaceSelected, workspaceTitle } from '@/state/generalSlice';
import { useAppDispatch, useAppSelector } from '@/state/hooks';

/** Spec section 1: a user in several workspaces switches between them; server data is refetched. */
export function WorkspaceSwitcher() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const workspace = useAppSelector(selectWorkspace);
  const names = [...new Set((user?.Roles ?? []).map((role) => role.Workspace?.name).filter((n): n is string => !!n))];
  const title = (name: string) => workspaceTitle(user, name);
  // A workspace the user no longer has a role in (removed meanwhile) is not offered as theirs.
  const label = workspace && names.includes(workspace) ? title(workspace) : t('shell.noWorkspace');
  if (names.length < 2) {
    return (
      <span className="workspace-name text-truncate" title={t('shell.workspace')}>
        {label}
      </span>
    );
  }
  return (
    <CDropdown className="workspace-switcher">
      <CDropdownToggle caret color="secondary" variant="outline" aria-label={t('shell.switchWorkspace')} className="text-truncate">
        {label}
      </CDropdownToggle>
      <CDropdownMenu>
        {names.map((name) => (
          <CDropdownItem
            key={name}
            as="button"
            type="button"
            active={name === workspace}
            aria-current={name === workspace ? 'true' : undefined}
            onClick={() => {
              if (name !== workspace) dispatch(workspaceSelected(name));
            }}
          >
            {title(name)}
          </CDropdownItem>
        ))}
      </CDropdownMenu>
    </CDropdown>
  );
}
