import { CDropdown, CDropdownDivider, CDropdownItem, CDropdownMenu, CDropdownToggle } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetAllWorkspacesQuery } from '@/api/workspaceApi';
import { paths } from '@/config/paths';
import { selectUser, selectWorkspace, workspaceSelected, workspaceTitle } from '@/state/generalSlice';
import { useAppDispatch, useAppSelector } from '@/state/hooks';

/**
 * Spec section 1: a user in several workspaces switches between them (GET /api/workspace/all);
 * the switch empties the server cache (state/serverCacheReset.ts). Only workspaces the stored
 * user still holds a role in are offered: after a removal the list may be older than the user.
 */
export function WorkspaceSwitcher() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const workspace = useAppSelector(selectWorkspace);
  const all = useGetAllWorkspacesQuery(undefined, { skip: !user });
  const roleNames = [...new Set((user?.Roles ?? []).map((role) => role.Workspace?.name).filter((n): n is string => !!n))];
  const listed = all.data?.filter((w) => roleNames.includes(w.name)).map((w) => ({ name: w.name, title: w.companyName || workspaceTitle(user, w.name) }));
  const options = listed?.length ? listed : roleNames.map((name) => ({ name, title: workspaceTitle(user, name) }));
  const current = options.find((o) => o.name === workspace);
  const label = current ? current.title : t('shell.noWorkspace');
  if (options.length < 2) {
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
        {options.map(({ name, title }) => (
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
            {title}
          </CDropdownItem>
        ))}
        <CDropdownDivider />
        <CDropdownItem as={Link} to={paths.workspaces}>
          {t('shell.manageWorkspaces')}
        </CDropdownItem>
      </CDropdownMenu>
    </CDropdown>
  );
}
