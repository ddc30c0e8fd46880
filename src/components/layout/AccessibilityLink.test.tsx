import { screen } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';
import { standaloneRoutes } from '@/app/standaloneRoutes';
import { i18n } from '@/i18n/i18n';

// The link pages' chunks and texts load once per file, so the first page is not timed against them.
beforeAll(() => Promise.all([i18n.loadNamespaces(['payerLink', 'signerLink', 'accounts']), import('@/features/payerLink/pages/TerminalPage')]), 30000);

// The service-accessibility regulations: the statement is reachable from every page.
describe("every kind of page links the accessibility statement, in a tab of its own", () => {
  it.each([
    ['sign-in', '/login', {}],
    ['sign-up (the other public pages)', '/register', {}],
    ['the page that was not found', '/404', {}],
    ["the payer's terminal", '/terminal/gilboa', { routes: standaloneRoutes }],
    ["a payment request's link", '/terminal/transaction/payment/session/gilboa/upr-used', { routes: standaloneRoutes }],
    ["the payer's thank-you page", '/terminal/done', { routes: standaloneRoutes }],
    ["the signer's page", '/signChecks/demo-sign-link', { routes: standaloneRoutes }],
    ['the staff screens (their shell)', '/', { as: 'owner@demo.co.il', workspace: 'gilboa-trade' }],
  ])('%s (%s)', async (_kind, path, options) => {
    renderApp(path, options);
    const link = await screen.findByRole('link', { name: /^הצהרת נגישות/ }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/accessibility');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveAccessibleName('הצהרת נגישות (נפתחת בכרטיסייה חדשה)');
  });
});
