import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { db } from '@mocks/db/database';
import { recordRequests } from '@/test/recordRequests';
import { errorOf, replaceValue } from '@/test/fillField';

const OWNER = { as: 'owner@demo.co.il', workspace: 'gilboa-trade' };

const preview = () => within(screen.getByTestId('terminal-preview'));

// A long form with a live preview: slow in jsdom on a busy machine.
describe('TerminalSettingsPage', () => {
  it('creates a terminal with its branding, previews it as the payer will see it, and opens its scan page', async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    renderApp('/terminals/new', OWNER);
    await screen.findByRole('heading', { level: 1, name: 'מסוף חדש' });
    // Before a link is typed the address reads '/terminal/…', as a person writes it, not encoded.
    expect(screen.getByLabelText('קישור המסוף')).toHaveAccessibleDescription(/כתובת הדף למשלם: http:\/\/localhost(:\d+)?\/terminal\/…$/);
    expect(document.body.textContent).not.toContain('%E2%80%A6');
    await replaceValue(user, 'שם המסוף', 'דוכן השוק');
    await user.type(screen.getByLabelText('קישור המסוף'), 'Shuk 1');
    expect(screen.getByLabelText('קישור המסוף')).toHaveValue('shuk1');
    expect(screen.getByText(/\/terminal\/shuk1$/)).toBeInTheDocument();
    await replaceValue(user, 'צבע רקע', '#0b3d91');
    await replaceValue(user, 'צבע ראשי', '#ffb300');
    await replaceValue(user, 'הודעה למשלם', 'ברוכים הבאים לדוכן');
    await user.click(screen.getByLabelText('לבקש דוא״ל לאישור'));
    await replaceValue(user, 'כתובת מעבר בסיום', 'https://example.com/thanks');

    // The payer's own frame and fields, drawn from what is typed.
    expect(preview().getByText('דוכן השוק')).toBeInTheDocument();
    expect(preview().getByText('ברוכים הבאים לדוכן')).toBeInTheDocument();
    expect(preview().getByLabelText(/^דוא״ל לאישור/)).toBeInTheDocument();
    expect(screen.getByTestId('terminal-preview').querySelector('.terminal')).toHaveStyle({ '--terminal-bg': '#0b3d91' });
    expect(screen.getByText('בסיום המשלם עובר אל https://example.com/thanks')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'יצירת המסוף' }));
    await screen.findByRole('heading', { level: 1, name: 'דף סריקה דיגיטלי' });
    const created = db.terminals.find((t) => t.terminalLink === 'shuk1')!;
    expect(window.location.pathname).toBe(`/terminals/${created.terminalId}/scan`);
    const post = (await seen.settled()).find((r) => r.method === 'POST' && r.path === '/api/terminal/new');
    expect(post?.body).toMatchObject({
      wsId: 'w1',
      name: 'דוכן השוק',
      terminalLink: 'shuk1',
      backgroundColor: '#0b3d91',
      color1: '#ffb300',
      clientMessage: 'ברוכים הבאים לדוכן',
      showFromName: true,
      fromNameMandatory: false,
      showConfirmationEmail: true,
      confirmationEmailMandatory: false,
      redirectUrl: 'https://example.com/thanks',
      autoDepositAccount: '',
    });
    expect(await screen.findByLabelText('קישור לסריקה')).toHaveValue(`${window.location.origin}/terminal/shuk1`);
    expect(screen.getByRole('img', { name: `קוד QR של הקישור ${window.location.origin}/terminal/shuk1` })).toBeInTheDocument();
  });

  it.each<[string, string, string, string]>([
    ['a link of 2 characters', 'קישור המסוף', 'ab', 'הקישור צריך להיות בן 3 עד 20 תווים'],
    ['a link with a hyphen', 'קישור המסוף', 'my-shop', 'רק אותיות אנגליות קטנות (a-z) וספרות, בלי רווחים, מקפים או אותיות בעברית'],
    ['a javascript: redirect', 'כתובת מעבר בסיום', 'javascript:alert(1)', 'כתובת מלאה שמתחילה ב־https:// או http://'],
    ['a redirect of 256 characters', 'כתובת מעבר בסיום', `https://example.com/${'a'.repeat(236)}`, 'עד 255 תווים'],
    ['a post address without a scheme', 'כתובת לשליחת התוצאות', 'hooks.example.com', 'כתובת מלאה שמתחילה ב־https:// או http://'],
    ['a colour that is not hex', 'צבע משני', 'blue', 'צבע בפורמט'],
  ])('refuses %s with its message and sends nothing', async (_case, label, value, message) => {
    const user = userEvent.setup();
    const seen = recordRequests();
    renderApp('/terminals/new', OWNER);
    await screen.findByRole('heading', { level: 1, name: 'מסוף חדש' });
    await replaceValue(user, 'שם המסוף', 'דוכן');
    await replaceValue(user, 'קישור המסוף', 'shuk1');
    await replaceValue(user, label, value);
    await user.click(screen.getByRole('button', { name: 'יצירת המסוף' }));
    const field = screen.getByLabelText(label);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(errorOf(field)).toContain(message);
    expect((await seen.settled()).some((r) => r.path === '/api/terminal/new')).toBe(false);
  });

  it('keeps the input and shows the server\'s refusal of a taken link at the link field', async () => {
    const user = userEvent.setup();
    renderApp('/terminals/new', OWNER);
    await screen.findByRole('heading', { level: 1, name: 'מסוף חדש' });
    await replaceValue(user, 'שם המסוף', 'עוד קופה');
    await replaceValue(user, 'קישור המסוף', 'gilboa');
    await user.click(screen.getByRole('button', { name: 'יצירת המסוף' }));
    const link = screen.getByLabelText('קישור המסוף');
    await waitFor(() => expect(link).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('הקישור הזה כבר תפוס. בחרו קישור אחר.')).toBeInTheDocument();
    expect(errorOf(link)).toBe('הקישור הזה כבר תפוס. בחרו קישור אחר.');
    expect(screen.getByRole('alert')).toHaveTextContent('השם כבר קיים.');
    expect(link).toHaveValue('gilboa');
    expect(screen.getByLabelText('שם המסוף')).toHaveValue('עוד קופה');
  });

  it('warns when the colours would make text hard to read, without refusing them', async () => {
    const user = userEvent.setup();
    renderApp('/terminals/new', OWNER);
    await screen.findByRole('heading', { level: 1, name: 'מסוף חדש' });
    await replaceValue(user, 'צבע רקע', '#808080');
    expect(screen.getByText('צבע ביניים: טקסט שחור או לבן על הרקע הזה יהיה קשה לקריאה.')).toBeInTheDocument();
    await replaceValue(user, 'צבע רקע', '#ffffff');
    await replaceValue(user, 'צבע ראשי', '#f0f0f0');
    expect(screen.queryByText(/על הרקע הזה יהיה קשה לקריאה/)).not.toBeInTheDocument();
    expect(screen.getByText('הכפתורים כמעט באותה בהירות כמו הרקע ולא יבלטו.')).toBeInTheDocument();
  });

  it('edits a terminal: a field made mandatory shows so in the preview, and the change is sent with PUT', async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    renderApp('/terminals/term2/settings', OWNER);
    await screen.findByDisplayValue('סניף הצפון');
    await user.click(screen.getByLabelText('לבקש את שם המשלם'));
    const mandatory = screen.getAllByLabelText('חובה')[0];
    await user.click(mandatory);
    expect(preview().getByLabelText('שם המשלם')).toBeRequired();
    await replaceValue(user, 'כתובת מעבר בסיום', 'https://north.example.com/');
    await user.click(screen.getByRole('button', { name: 'שמירת השינויים' }));
    expect(await screen.findByText('ההגדרות נשמרו.')).toBeInTheDocument();
    const put = (await seen.settled()).find((r) => r.method === 'PUT' && r.path === '/api/terminal/edit');
    expect(put?.body).toMatchObject({ wsId: 'w1', terminalId: 'term2', showFromName: true, fromNameMandatory: true, redirectUrl: 'https://north.example.com/' });
    expect(db.terminals.find((t) => t.terminalId === 'term2')).toMatchObject({ fromNameMandatory: true });
  });

  it('shows the permission page to a user who may not create terminals', async () => {
    renderApp('/terminals/new', { as: 'user@demo.co.il', workspace: 'gilboa-trade' });
    expect(await screen.findByRole('heading', { name: 'אין לך גישה למסך הזה' })).toBeInTheDocument();
    expect(screen.getByText('המסך „מסוף חדש” אינו זמין לך בסביבת העבודה הזו.')).toBeInTheDocument();
  });
});
