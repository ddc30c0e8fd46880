import { screen, waitFor } from '@testing-library/react';
import { renderWithStore } from '@/test/renderApp';
import { userReceived, workspaceSelected } from '@/state/generalSlice';
import type { User } from '@/api/types/user';
import { Can, PermissionReason } from './Can';

const member = (roleType: 'OWNER' | 'USER' | 'VIEWER', capabilities: string[]): User => ({
  id: 'u9',
  email: 'a@b.co.il',
  Roles: [{ roleType, capabilities, Workspace: { id: 'w1', name: 'gilboa-trade' } }],
});

function renderAs(user: User | null, ui: React.ReactElement) {
  const view = renderWithStore(ui);
  if (user) {
    view.store.dispatch(userReceived(user));
    view.store.dispatch(workspaceSelected('gilboa-trade'));
  }
  return view;
}

describe('Can', () => {
  it('shows the action to a user allowed to do it', async () => {
    renderAs(member('USER', ['sign']), <Can action="cheque.sign"><button type="button">Sign</button></Can>);
    expect(await screen.findByRole('button', { name: 'Sign' })).toBeInTheDocument();
  });

  it('hides it from a viewer, or shows the fallback', async () => {
    renderAs(member('VIEWER', []), <Can action="cheque.sign" fallback={<p>nothing to do</p>}><button type="button">Sign</button></Can>);
    expect(await screen.findByText('nothing to do')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
  });

  it('hides everything from a signed-out visitor', () => {
    renderAs(null, <Can action="cheque.view"><p>list</p></Can>);
    expect(screen.queryByText('list')).not.toBeInTheDocument();
  });

  it("lets a render function disable a button with the reason, the cheque's state included", async () => {
    renderAs(
      member('OWNER', []),
      <Can action="cheque.edit" cheque={{ status: 'AWAITING_DEPOSIT' }}>
        {(allowed, reason) => (
          <button type="button" disabled={!allowed} title={reason ?? undefined}>
            Edit
          </button>
        )}
      </Can>,
    );
    const button = await screen.findByRole('button', { name: 'Edit' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'הצ׳ק ממתין להפקדה: יש לבטל את ההפקדה קודם.');
  });
});

describe('PermissionReason', () => {
  it('says why a user without the capability is refused', async () => {
    renderAs(member('USER', ['edit']), <PermissionReason action="cheque.deposit" />);
    expect(await screen.findByText('אין לך הרשאה להפקיד צ׳קים.')).toBeInTheDocument();
  });

  it('says nothing when the action is allowed', async () => {
    const { container } = renderAs(member('OWNER', []), <PermissionReason action="users.invite" />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('names the account when it is the account that refuses', async () => {
    renderAs(member('OWNER', []), <PermissionReason action="cheque.print" account={{ can_print: false }} />);
    expect(await screen.findByText('חשבון הבנק הזה אינו מאושר להדפסת צ׳קים.')).toBeInTheDocument();
  });
});
