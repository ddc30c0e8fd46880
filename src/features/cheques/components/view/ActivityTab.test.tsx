import { screen, within } from '@testing-library/react';
import { scenario } from '@mocks/scenarios';
import { ActivityTab } from './ActivityTab';
import { renderSignedIn } from '@/test/renderApp';

describe('ActivityTab', () => {
  it('lists the history newest first with dates as DD-MM-YYYY', async () => {
    scenario('cheque history', [
      { at: '2026-03-01T08:00:00.000Z', action: 'CREATED', by: 'דנה כהן' },
      { at: '2026-03-05T09:30:00.000Z', action: 'DEPOSIT', by: 'יוסי לוי', details: 'deposit 2026-03-05' },
      { at: '2026-03-03T10:15:00.000Z', action: 'CROPPED', by: 'דנה כהן', details: 'חזית' },
      { at: '2026-03-04T10:15:00.000Z', action: 'SOMETHING_NEW' },
    ]);
    renderSignedIn(<ActivityTab checkId="c100" />);
    const list = await screen.findByRole('list', { name: 'היסטוריית הצ׳ק' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.fw-semibold')?.textContent)).toEqual(['נשלח להפקדה', 'SOMETHING_NEW', 'התמונה נחתכה', 'נוצר']);
    expect(items[0]).toHaveTextContent('05-03-2026');
    expect(items[0]).toHaveTextContent('על ידי יוסי לוי');
    expect(items[3]).toHaveTextContent('01-03-2026');
  });

  it('says so when nothing has happened yet', async () => {
    scenario('cheque history', []);
    renderSignedIn(<ActivityTab checkId="c100" />);
    expect(await screen.findByText('עדיין לא קרה דבר עם הצ׳ק הזה.')).toBeInTheDocument();
  });
});
