import { screen, within } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';
import { formatMoney } from '@/lib/money';
import { summariseStages } from '../rules/homeSummary';
import { newReturnsSince } from '@/lib/returns/returnNews';
import { todayIso } from '@/lib/dates';
import { db } from '@mocks/db/database';
import { actingAs } from '@/test/actingAs';

const workspaceCheques = () => db.cheques.filter((c) => c.wsId === 'w1');


// The page and its texts load lazily: the first look waits longer.
async function open() {
  renderApp('/', { as: 'owner@demo.co.il', workspace: 'gilboa-trade' });
  await screen.findByRole('list', { name: 'פעילות אחרונה' });
}

describe('DashboardPage', () => {
  it('shows per stage the count and the shekel total, each a link to the cheques of that stage', async () => {
    await open();
    const stages = summariseStages(workspaceCheques(), actingAs('owner@demo.co.il'), todayIso());
    const byStage = Object.fromEntries(stages.map((s) => [s.stage, s]));
    const tile = async (name: string) => screen.findByRole('link', { name: new RegExp(`^${name} `) });

    const onItsWay = await tile('בדרך');
    expect(onItsWay).toHaveAttribute('href', '/cheques?stage=onItsWay');
    expect(onItsWay.textContent).toContain(formatMoney(byStage.onItsWay.agorot, 'he'));
    expect(onItsWay).toHaveTextContent(`${byStage.onItsWay.count} צ׳קים`);
    expect(await tile('לטיפול')).toHaveAttribute('href', '/cheques?stage=toHandle');
    expect(await tile('בחתימה')).toHaveAttribute('href', '/cheques?stage=signing');
    expect(await tile('דורשים תשומת לב')).toHaveAttribute('href', '/cheques?stage=needsAttention');
    expect(await tile('הסתיימו החודש')).toHaveAttribute('href', `/cheques?stage=done&depositedFrom=${todayIso().slice(0, 8)}01`);
  });

  // The headline counts what this user can act on now, and how many wait for someone else.
  it.each([
    ['owner@demo.co.il', 'the owner'],
    ['user@demo.co.il', 'a user'],
    ['viewer@demo.co.il', 'a viewer'],
  ])('counts on the signing tile what %s (%s) can sign now and who else is waited for', async (email) => {
    renderApp('/', { as: email, workspace: 'gilboa-trade' });
    await screen.findByRole('list', { name: 'פעילות אחרונה' });
    const signing = summariseStages(workspaceCheques(), actingAs(email), todayIso()).find((s) => s.stage === 'signing')!;
    const tile = await screen.findByRole('link', { name: /^בחתימה / });
    expect(tile).toHaveTextContent(signing.mine ? (signing.mine === 1 ? 'צ׳ק אחד ממתין לך' : `${signing.mine} ממתינים לך`) : 'אין ממתינים לך');
    expect(tile.textContent).toContain(formatMoney(signing.mineAgorot, 'he'));
    if (signing.others) expect(tile).toHaveTextContent(`עוד ${signing.others} ממתינים לאחרים`);
    if (email === 'viewer@demo.co.il') {
      expect(signing.mine).toBe(0);
      expect(signing.others).toBeGreaterThan(0);
    } else {
      expect(signing.mine).toBeGreaterThan(0);
    }
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

  it('shows cheques due in the next days, the latest activity and the returns since the desk was last seen', async () => {
    await open();
    const due = await screen.findByRole('list', { name: 'לפירעון בשבוע הקרוב' });
    expect(within(due).getAllByRole('link').length).toBeGreaterThan(0);
    expect(screen.getByRole('list', { name: 'פעילות אחרונה' })).toBeInTheDocument();
    // The desk never opened on this device: every return is new.
    const returns = newReturnsSince(workspaceCheques(), null);
    expect(returns).toBeGreaterThan(1);
    expect(screen.getByText(`${returns} החזרות חדשות מאז הביקור הקודם`)).toBeInTheDocument();
  });

  it('offers the owner to scan a new cheque', async () => {
    await open();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'סריקת צ׳ק חדש' })).toHaveAttribute('href', '/cheques/new');
  });
});
