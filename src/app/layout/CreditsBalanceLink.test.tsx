import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db/database';
import { renderApp } from '@/test/renderApp';

const credits = (wsId: string) => (db.workspaces.find((w) => w.id === wsId) as { credits?: number }).credits;

describe('the credits balance in the header', () => {
  it("shows the active workspace's balance and leads to buying credits", async () => {
    renderApp('/', { as: 'owner@demo.co.il', workspace: 'gilboa-trade' });
    const link = await screen.findByRole('link', { name: `${credits('w1')} קרדיטים, יתרת הקרדיטים. לרכישת קרדיטים` });
    expect(link).toHaveTextContent(String(credits('w1')));
    await userEvent.click(link);
    expect(window.location.pathname).toBe('/credits');
  });

  it('says an empty balance too', async () => {
    (db.workspaces.find((w) => w.id === 'w1') as { credits?: number }).credits = 0;
    renderApp('/', { as: 'owner@demo.co.il', workspace: 'gilboa-trade' });
    expect(await screen.findByRole('link', { name: '0 קרדיטים, יתרת הקרדיטים. לרכישת קרדיטים' })).toBeInTheDocument();
  });
});
