import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { db } from '@mocks/db/database';
import { recordRequests } from '@/test/recordRequests';

const OWNER = { as: 'owner@demo.co.il', workspace: 'gilboa-trade' };

async function fill(phone: string, address: string, method: string) {
  const phoneInput = await screen.findByLabelText('טלפון המוטב');
  await userEvent.clear(phoneInput);
  await userEvent.type(phoneInput, phone);
  const addressInput = screen.getByLabelText('כתובת למשלוח');
  await userEvent.clear(addressInput);
  await userEvent.type(addressInput, address);
  await userEvent.selectOptions(screen.getByLabelText('שיטת משלוח'), method);
  // Spec section 5: a new payee phone is saved only after its one-time code.
  if (screen.queryByRole('button', { name: 'שליחת קוד אימות' })) await verifyPhone();
  await userEvent.click(screen.getByRole('button', { name: 'שמירת פרטי המשלוח' }));
}

async function verifyPhone() {
  expect(screen.getByRole('button', { name: 'שמירת פרטי המשלוח' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'שליחת קוד אימות' }));
  await screen.findByText(/^שלחנו קוד אימות למספר/);
  const code = db.outbox.find((m) => m.kind === 'payeeOtp')!.code!;
  await userEvent.type(screen.getByLabelText('קוד אימות'), code);
  await userEvent.click(screen.getByRole('button', { name: 'אימות הקוד' }));
  await screen.findByText('הטלפון אומת');
}

describe('delivery details for selected cheques', () => {
  it('sends phone, address, sending method and the cheque ids, and says it was saved', async () => {
    const bodies = recordRequests().bodiesOf('PUT', '/api/check/payee/update');
    renderApp('/checks/delivery?ids=c100,c902', OWNER);
    expect(await screen.findByText('פרטי המשלוח יחולו על 2 הצ׳קים שנבחרו.')).toBeInTheDocument();
    await fill('054-765-4321', 'הנרקיס 3, עפולה', 'COURIER');
    expect(await screen.findByText('פרטי המשלוח נשמרו ל-2 צ׳קים.')).toBeInTheDocument();
    expect(bodies).toEqual([{ phone: '0547654321', address: 'הנרקיס 3, עפולה', sendingMethod: 'COURIER', checkIds: ['c100', 'c902'] }]);
    expect(db.cheques.find((c) => c.checkId === 'c100')).toMatchObject({ sendingMethod: 'COURIER', payeeAddress: 'הנרקיס 3, עפולה', status: 'AWAITING_DELIVERY' });
  });

  it('shows the refusal translated and keeps what was typed', async () => {
    const bodies = recordRequests().bodiesOf('PUT', '/api/check/payee/update');
    renderApp('/checks/delivery?ids=c100,c901', OWNER);
    await fill('0547654321', 'הנרקיס 3, עפולה', 'PICKUP');
    expect(await screen.findByText('לא ניתן לעדכן את שיטת המשלוח בשלב זה.')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(screen.getByLabelText('טלפון המוטב')).toHaveValue('0547654321');
    expect(screen.getByLabelText('כתובת למשלוח')).toHaveValue('הנרקיס 3, עפולה');
    expect(screen.getByLabelText('שיטת משלוח')).toHaveValue('PICKUP');
    expect(db.cheques.find((c) => c.checkId === 'c100')?.sendingMethod).not.toBe('PICKUP');
  });

  it('checks the phone before sending anything', async () => {
    const bodies = recordRequests().bodiesOf('PUT', '/api/check/payee/update');
    renderApp('/checks/delivery?ids=c902', OWNER);
    await fill('12345', 'הנרקיס 3', 'COURIER');
    expect(await screen.findByText('מספר טלפון לא תקין')).toBeInTheDocument();
    await waitFor(() => expect(bodies).toEqual([]));
  });

  it('starts from the details the cheques share', async () => {
    renderApp('/checks/delivery?ids=c902', OWNER);
    expect(await screen.findByLabelText('כתובת למשלוח')).toHaveValue('רחוב הגפן 4, חיפה');
    expect(screen.getByLabelText('שיטת משלוח')).toHaveValue('REGISTERED_MAIL');
  });

  it('explains what to do when no cheque was chosen', async () => {
    renderApp('/checks/delivery', OWNER);
    expect(await screen.findByText('לא נבחרו צ׳קים. בחרו צ׳קים ברשימה ולחצו ״פרטי משלוח״.')).toBeInTheDocument();
  });
});
