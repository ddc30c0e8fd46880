import { screen } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';
import { i18n } from '@/i18n/i18n';

// The page's chunk and texts load once per file, so the first test is not timed against them.
beforeAll(() => Promise.all([i18n.loadNamespaces('terminal'), import('./TerminalPage'), import('./PaymentSuccessPage')]), 15000);

describe('the payment success page', () => {
  it.each([['?receipt=12345'], ['?receiptNumber=12345'], ['?rn=12345']])('shows the receipt number from %s', async (query) => {
    renderApp(`/paymentsuccess${query}`);
    expect(await screen.findByRole('heading', { name: 'התשלום התקבל' })).toBeInTheDocument();
    expect(screen.getByText('מספר קבלה:')).toBeInTheDocument();
    expect(screen.getByText('12345')).toBeInTheDocument();
  });

  it('does not echo something that is not a receipt number', async () => {
    renderApp('/paymentsuccess?receipt=%3Cb%3Ehi%3C%2Fb%3E');
    expect(await screen.findByText('הקבלה תישלח אליך בדוא״ל.')).toBeInTheDocument();
    expect(screen.queryByText(/hi/)).not.toBeInTheDocument();
  });
});
