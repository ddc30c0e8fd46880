import { screen, within } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';
import { formatMoney } from '@/lib/money';
import { summariseStages } from '../rules/homeSummary';
import { todayIso } from '@/lib/dates';
import { db } from '@mocks/db/database';

// The page and its texts load lazily: the first look waits longer.
async function open() {
  renderApp('/', { as: 'owner@demo.co.il', workspace: 'gilboa-trade' });
  await screen.findByRole('list', { name: 'פעילות אחרונה' });
}

describe('DashboardPage', () => {
  it('shows per stage the count and the shekel total, each a link to the cheques behind it', async () => {
    await open();
    const stages = summariseStages(db.cheques.filter((c) => c.wsId === 'w1'), todayIso());
    const byStage = Object.fromEntries(stages.map((s) => [s.stage, s]));
    const tile = async (name: string) => screen.findByRole('link', { name: new RegExp(`^${name}:`) });

    const toSign = await tile('לחתימה');
    expect(toSign).toHaveAttribute('href', '/cheques/to-sign');
    expect(toSign.textContent).toContain(formatMoney(byStage.toSign.agorot, 'he'));
    expect(await tile('ממתינים להפקדה')).toHaveAttribute('href', '/cheques?status=NEW');
    expect(await tile('בדרך לבנק')).toHaveAttribute('href', '/cheques?status=ALL_AWAITING');
    const rejected = await tile('נדחו');
    expect(rejected).toHaveAttribute('href', '/cheques?status=ALL_REJECTED');
    expect(rejected).toHaveTextContent(`${byStage.rejected.count} צ׳קים`);
    expect(await tile('הופקדו החודש')).toHaveAttribute('href', `/cheques?status=ALL_DONE&depositedFrom=${todayIso().slice(0, 8)}01`);
  });

  it('lists stale cheques with the day they expired, each a link to the cheque', async () => {
    await open();
    const stale = await screen.findByRole('list', { name: 'צ׳קים ישנים' });
    const line = within(stale).getByRole('link', { name: /מוסך השרון/ });
    expect(line).toHaveAttribute('href', '/cheques/view/c905');
    expect(line).toHaveTextContent(/פג תוקף ב־/);
    // going stale within days: warned too, with the day it expires
    expect(within(stale).getByRole('link', { name: /נגריית הגליל/ })).toHaveTextContent(/יפוג ב־/);
  });

  it('shows cheques due in the next days and the latest activity', async () => {
    await open();
    const due = await screen.findByRole('list', { name: 'לפירעון בשבוע הקרוב' });
    expect(within(due).getAllByRole('link').length).toBeGreaterThan(0);
    expect(screen.getByRole('list', { name: 'פעילות אחרונה' })).toBeInTheDocument();
  });

  it('offers the owner to scan a new cheque', async () => {
    await open();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'סריקת צ׳ק חדש' })).toHaveAttribute('href', '/cheques/new');
  });
});
