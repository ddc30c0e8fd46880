import { useTranslation } from 'react-i18next';
import { useGetAllWorkspacesQuery } from '@/api/workspaceApi';
import { MenuButton, MenuDivider, MenuItem, MenuLink } from '@/components/layout/MenuButton';
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
  // Named plainly: "Workspace" over its name (on a phone on up to two lines), the whole name on
  // hover when it is still cut short, and the button's name (MenuButton says after it what the button does).
  const named = (
    <span className="workspace-named" title={label}>
      <span className="workspace-caption">{t('shell.workspace')}</span>{' '}
      <span className="workspace-title" dir="auto">
        {label}
      </span>
    </span>
  );
  if (options.length < 2) return <span className="workspace-name">{named}</span>;
  return (
    <MenuButton label={t('shell.switchWorkspace')} content={named} className="workspace-switcher" buttonClassName="btn btn-outline-secondary workspace-switcher-button">
      {options.map(({ name, title }) => (
        <MenuItem
          key={name}
          current={name === workspace}
          onSelect={() => {
            if (name !== workspace) dispatch(workspaceSelected(name));
          }}
        >
          {title}
        </MenuItem>
      ))}
      <MenuDivider />
      <MenuLink to={paths.workspaces}>{t('shell.manageWorkspaces')}</MenuLink>
    </MenuButton>
  );
}
