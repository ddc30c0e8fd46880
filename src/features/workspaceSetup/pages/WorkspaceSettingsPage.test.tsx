import { screen, waitFor, within } from '@testing-library/react';
import { recordRequests } from '@/test/recordRequests';
import { replaceValue } from '@/test/fillField';
import { changesOf, openPage, warmUp } from '@/test/workspaceSetupPage';

beforeAll(() => warmUp(() => import('./WorkspaceSettingsPage')), 30_000);

const open = (as = 'owner@demo.co.il') => openPage('/settings/workspace', 'הגדרות סביבת עבודה', as);

describe('WorkspaceSettingsPage', () => {
  it('shows the settings read first', async () => {
    await open();
    const cheques = await screen.findByRole('region', { name: 'הגדרות צ׳קים' });
    expect(within(cheques).getByText('90 ימים')).toBeInTheDocument();
    expect(within(cheques).getByText('שתי חתימות')).toBeInTheDocument();
    expect(within(cheques).getByText('שליח')).toBeInTheDocument();
    // The limits in the one wording of lib/chequeLaw, and what the single-cheque one comes to in a deposit.
    expect(within(cheques).getByText(/^עד .100,000\.00.₪ לצ׳ק$/)).toBeInTheDocument();
    expect(within(cheques).getByText(/^בפועל בהפקדה: עד .49,999\.99.₪ לצ׳ק דרך כספת בניהול הבנק, עד .100,000\.00.₪ לצ׳ק דרך כספת פרטית\.$/)).toBeInTheDocument();
    expect(within(cheques).getByText(/^עד .400,000\.00.₪ ליום$/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'שדות חובה בקליטת צ׳ק' })).getByText('שם המוטב, תאריך פירעון, סכום')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'ביטול אוטומטי של בקשות תשלום' })).getByText('14 ימים')).toBeInTheDocument();
  });

  it('saves the cheque settings with PUT .../settings/checks, amounts in shekels', async () => {
    const seen = recordRequests();
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'עריכה – הגדרות צ׳קים' }));
    await replaceValue(user, 'מחיקת צ׳ק אחרי', '183');
    await replaceValue(user, 'תקרה לצ׳ק בודד (₪)', '49,999.50');
    await replaceValue(user, 'תקרה יומית (₪)', '');
    await user.selectOptions(screen.getByLabelText('חתימות נדרשות לכל צ׳ק'), '5');
    await user.selectOptions(screen.getByLabelText('מועד שליחה ברירת מחדל'), 'end_of_month');
    await user.click(screen.getByRole('button', { name: 'שמירה' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'שמירה' })).not.toBeInTheDocument());
    expect(await changesOf(seen)).toEqual([
      {
        method: 'PUT',
        path: '/api/workspace/gilboa-trade/settings/checks',
        body: {
          days_to_delete_check: 183,
          singleCheckAmountLimit: 49999.5,
          dailyCheckAmountLimit: null,
          amount_of_signators: 5,
          defaultSendingMethodTo: 'COURIER',
          defaultSendingMethodFrom: 'REGISTERED_MAIL',
          defaultSendingTime: 'end_of_month',
          defaultChecksDestination: 'DEPOSIT',
        },
      },
    ]);
    expect(await screen.findByText('183 ימים')).toBeInTheDocument();
  });

  it('refuses both sides of each limit before sending', async () => {
    const seen = recordRequests();
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'עריכה – הגדרות צ׳קים' }));
    const save = screen.getByRole('button', { name: 'שמירה' });
    await replaceValue(user, 'מחיקת צ׳ק אחרי', '4');
    await replaceValue(user, 'תקרה לצ׳ק בודד (₪)', '500000');
    await replaceValue(user, 'תקרה יומית (₪)', '400000');
    await user.click(save);
    expect(await screen.findByText('בין 5 ל־183 ימים')).toBeInTheDocument();
    expect(screen.getByText('התקרה לצ׳ק בודד לא יכולה לעלות על התקרה היומית')).toBeInTheDocument();
    await replaceValue(user, 'מחיקת צ׳ק אחרי', '184');
    await replaceValue(user, 'תקרה לצ׳ק בודד (₪)', '0');
    await replaceValue(user, 'תקרה יומית (₪)', '10,000,000.01');
    await user.click(save);
    expect(await screen.findByText('בין 5 ל־183 ימים')).toBeInTheDocument();
    expect(screen.getAllByText('סכום גדול מאפס ועד ‎10,000,000 ₪')).toHaveLength(2);
    expect(await changesOf(seen)).toEqual([]);
  });

  it('saves the check-in fields and the days to cancel, each alone', async () => {
    const seen = recordRequests();
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'עריכה – שדות חובה בקליטת צ׳ק' }));
    expect(screen.queryByRole('button', { name: 'עריכה – הגדרות צ׳קים' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('טלפון המוטב'));
    await user.click(screen.getByLabelText('סכום'));
    await user.click(screen.getByRole('button', { name: 'שמירה' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'שמירה' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'עריכה – ביטול אוטומטי של בקשות תשלום' }));
    await replaceValue(user, 'ביטול בקשת תשלום שלא שולמה אחרי', '366');
    await user.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(await screen.findByText('בין יום אחד ל־365 ימים')).toBeInTheDocument();
    await replaceValue(user, 'ביטול בקשת תשלום שלא שולמה אחרי', '30');
    await user.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(await screen.findByText('30 ימים')).toBeInTheDocument();
    expect((await changesOf(seen)).map((r) => [r.method, r.path, r.body])).toEqual([
      ['PUT', '/api/workspace/gilboa-trade/check/in/fields', { fields: ['payee', 'payeePhone', 'checkDate'] }],
      ['PUT', '/api/workspace/gilboa-trade/daysToCancel', { days: 30 }],
    ]);
  });

  it.each([
    ['user@demo.co.il', /רק מנהל סביבת העבודה/],
    ['viewer@demo.co.il', /צופה יכול רק לצפות/],
  ])('%s reads only, and is told why', async (as, why) => {
    await open(as);
    expect(await screen.findByRole('region', { name: 'הגדרות צ׳קים' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^עריכת/ })).not.toBeInTheDocument();
    expect(screen.getAllByText(why)).toHaveLength(3);
  });
});
