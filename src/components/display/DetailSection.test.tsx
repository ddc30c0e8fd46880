import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { DetailSection } from './DetailSection';

/** A section whose form, as the cheque view's, may still be loading when it opens. */
function Section({ startEditing = false, formLater = false }: { startEditing?: boolean; formLater?: boolean }) {
  const [editing, setEditing] = useState(startEditing);
  const [formShown, setFormShown] = useState(!formLater);
  return (
    <I18nextProvider i18n={i18n}>
      <button type="button" onClick={() => setFormShown(true)}>
        form arrives
      </button>
      <DetailSection title="פרטי המוטב" editing={editing} onEdit={() => setEditing(true)}>
        {editing ? (
          formShown ? (
            <form>
              <label htmlFor="payee-name">שם המוטב</label>
              <input id="payee-name" defaultValue="משה לוי" />
              <button type="button" onClick={() => setEditing(false)}>
                ביטול
              </button>
            </form>
          ) : (
            <p>loading</p>
          )
        ) : (
          <p>משה לוי</p>
        )}
      </DetailSection>
    </I18nextProvider>
  );
}

describe('DetailSection', () => {
  it('puts focus in the form when the edit button opens it, and back on the button when it closes', async () => {
    const user = userEvent.setup();
    render(<Section />);
    const edit = screen.getByRole('button', { name: /פרטי המוטב/ });
    edit.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('שם המוטב')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'ביטול' }));
    expect(screen.getByRole('button', { name: /פרטי המוטב/ })).toHaveFocus();
  });

  it('puts focus in a form that is still loading when it opens, once it is there', async () => {
    const user = userEvent.setup();
    render(<Section formLater />);
    await user.click(screen.getByRole('button', { name: /פרטי המוטב/ }));
    fireEvent.click(screen.getByRole('button', { name: 'form arrives' }));
    await waitFor(() => expect(screen.getByLabelText('שם המוטב')).toHaveFocus());
  });

  it('takes no focus when the screen opens with its form', () => {
    render(<Section startEditing />);
    expect(document.body).toHaveFocus();
  });
});
