import { screen } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';

const OWNER = { as: 'owner@demo.co.il', workspace: 'gilboa-trade' };
const VIEWER = { as: 'viewer@demo.co.il', workspace: 'gilboa-trade' };

describe('TerminalsListPage', () => {
  it.each([
    ['an OWNER creates, sets up and deletes terminals', OWNER, true],
    ['a VIEWER opens the scan pages and transactions only', VIEWER, false],
  ])('%s', async (_label, as, manages) => {
    renderApp('/terminals', as);
    expect(await screen.findByRole('link', { name: 'דף הסריקה של קופה ראשית' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'העסקאות של קופה ראשית' })).toBeInTheDocument();
    const shown = (element: HTMLElement | null) => expect(!!element).toBe(manages);
    shown(screen.queryByRole('link', { name: 'מסוף חדש' }));
    shown(screen.queryByRole('link', { name: 'ההגדרות של קופה ראשית' }));
    expect(screen.queryAllByRole('button', { name: 'מחיקה' }).length > 0).toBe(manages);
  });
});
