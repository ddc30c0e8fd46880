import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { standaloneRoutes } from '@/app/standaloneRoutes';
import { changeLanguage } from '@/i18n/i18n';

afterEach(async () => {
  vi.unstubAllEnvs();
  await changeLanguage('he');
});

const openStatement = () => renderApp('/accessibility', { routes: standaloneRoutes });
const section = (name: string | RegExp) => screen.getByRole('region', { name });

describe('the accessibility statement (/accessibility)', () => {
  it('says the standard and level met, the adjustments, the gaps with their alternatives, whom to ask and when it was reviewed', async () => {
    openStatement();
    expect(await screen.findByRole('heading', { level: 1, name: 'הצהרת נגישות' })).toBeInTheDocument();
    expect(document.title).toBe('הצהרת נגישות · צ׳קספייס');
    expect(section('רמת הנגישות')).toHaveTextContent(/ת״י 5568 ברמה AA.*WCAG 2\.1/);
    const adjustments = within(section('התאמות הנגישות שבוצעו')).getAllByRole('listitem');
    expect(adjustments.length).toBeGreaterThanOrEqual(8);
    expect(section('התאמות הנגישות שבוצעו')).toHaveTextContent(/במקלדת בלבד.*להפחית תנועה/);
    const gaps = section('מה עדיין אינו נגיש במלואו, והחלופה');
    expect(within(gaps).getAllByRole('listitem').every((item) => item.textContent!.includes('החלופה:'))).toBe(true);
    expect(gaps).toHaveTextContent('„העלאת תמונה במקום”');
    expect(gaps).toHaveTextContent('„הקלדת שם”');
    // The demo's contact when the build sets none, and the review day as day-month-year.
    const help = section('נתקלתם בקושי? פנו אלינו');
    expect(within(help).getByText('רכז/ת הנגישות')).toBeInTheDocument();
    expect(within(help).getByRole('link', { name: 'accessibility@demo.co.il' })).toHaveAttribute('href', 'mailto:accessibility@demo.co.il');
    expect(within(help).getByRole('link', { name: '03-555-0100' })).toHaveAttribute('href', 'tel:035550100');
    expect(screen.getByText('ההצהרה עודכנה לאחרונה בתאריך 28-11-2026.')).toBeInTheDocument();
  });

  it('gives the contact and the review day the build configures, and leaves off a phone that is none', async () => {
    vi.stubEnv('VITE_ACCESSIBILITY_CONTACT_NAME', 'נועה כהן');
    vi.stubEnv('VITE_ACCESSIBILITY_EMAIL', 'access@gilboa.co.il');
    vi.stubEnv('VITE_ACCESSIBILITY_PHONE', 'call us');
    vi.stubEnv('VITE_ACCESSIBILITY_REVIEWED_ON', '2027-01-31');
    openStatement();
    const help = await screen.findByRole('region', { name: 'נתקלתם בקושי? פנו אלינו' });
    expect(within(help).getByText('רכז/ת הנגישות: נועה כהן')).toBeInTheDocument();
    expect(within(help).getByRole('link', { name: 'access@gilboa.co.il' })).toHaveAttribute('href', 'mailto:access@gilboa.co.il');
    expect(within(help).queryByText(/טלפון/)).not.toBeInTheDocument();
    expect(within(help).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('ההצהרה עודכנה לאחרונה בתאריך 31-01-2027.')).toBeInTheDocument();
  });

  it('switches to English, left to right, with the same parts', async () => {
    openStatement();
    await userEvent.click(await screen.findByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(section('Level of accessibility')).toHaveTextContent(/IS 5568 at level AA.*WCAG 2\.1/);
    expect(within(section('What is not yet fully accessible, and the alternative')).getByText(/“Upload a photo instead”/)).toBeInTheDocument();
    expect(within(section('Having trouble? Contact us')).getByRole('link', { name: 'accessibility@demo.co.il' })).toBeInTheDocument();
    expect(screen.getByText('This statement was last updated on 28-11-2026.')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link')).toHaveAttribute('href', '/');
  });
});
