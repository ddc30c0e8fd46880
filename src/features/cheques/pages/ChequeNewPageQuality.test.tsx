import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Assessment } from '@/lib/capture';
import { i18n } from '@/i18n/i18n';
import { renderApp } from '@/test/renderApp';

// jsdom has no canvas: the checks' verdict on the picture is given here.
let verdict: Assessment | null = null;
vi.mock('@/components/capture/checkPhoto', async (original) => {
  const real = await original<typeof import('@/components/capture/checkPhoto')>();
  return { ...real, checkPhoto: vi.fn(async () => (verdict ? { measures: {}, assessment: verdict, still: () => '', close: () => undefined } : null)) };
});

const MICR = '0004512' + '12' + '600' + '334455';
const photo = () => new File([`MICR:${MICR}`], 'cheque.jpg', { type: 'image/jpeg' });

beforeAll(() => Promise.all([import('./ChequeNewPage'), i18n.loadNamespaces(['cheques', 'capture'])]), 30_000);

describe('the quality of an uploaded cheque picture on the scan form', () => {
  it('warns, without refusing, of a dark and blurred picture with glare', async () => {
    verdict = { key: 'tooDark', problems: ['tooDark', 'moveCloser', 'glare', 'holdStill'], passed: false };
    const user = userEvent.setup();
    renderApp('/cheques/new', { as: 'owner@demo.co.il', workspace: 'gilboa-trade' });
    await user.upload(await screen.findByLabelText('צד קדמי'), photo());
    const warning = await screen.findByText(/ייתכן שהתמונה לא תיקרא היטב:/);
    // Framing is cut-and-detect's business; light, glare and blur are not.
    expect(warning.closest('[role="status"]')).toHaveTextContent('ייתכן שהתמונה לא תיקרא היטב: היא חשוכה, יש בוהק על הצ׳ק, היא מטושטשת. אם אפשר, צלמו אותה שוב.');
    expect(await screen.findByRole('img', { name: /צד קדמי/ })).toBeInTheDocument();
  });

  it('says nothing of a good picture', async () => {
    verdict = { key: 'moveCloser', problems: ['moveCloser'], passed: false };
    const user = userEvent.setup();
    renderApp('/cheques/new', { as: 'owner@demo.co.il', workspace: 'gilboa-trade' });
    await user.upload(await screen.findByLabelText('צד קדמי'), photo());
    await screen.findByRole('img', { name: /צד קדמי/ });
    expect(screen.queryByText(/ייתכן שהתמונה לא תיקרא היטב/)).not.toBeInTheDocument();
  });
});

describe('continue on your phone, on the staff scan form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers a QR code of the scan page on a desktop', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('pointer: fine'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
    );
    renderApp('/cheques/new', { as: 'owner@demo.co.il', workspace: 'gilboa-trade' });
    const code = await screen.findByRole('img', { name: 'קוד QR של הקישור לעמוד הזה' });
    expect(code).toHaveAttribute('data-value', window.location.href);
    expect(screen.getByRole('heading', { name: 'המשיכו בטלפון' })).toBeInTheDocument();
  });
});
