import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { server } from '@mocks/node';
import { renderApp } from '@/test/renderApp';
import { recordRequests } from '@/test/recordRequests';

const WS = 'gilboa-trade';
const menu = () => within(screen.getByRole('navigation', { name: 'תפריט' }));

beforeEach(() => localStorage.removeItem('navSections'));

describe('the staff menu', () => {
  it.each([
    ['/cheques/new', 'סריקת צ׳ק חדש'],
    ['/deposits/new', 'הפקדת צ׳קים'],
    ['/settings/bank-accounts/new', 'חשבונות בנק'],
  ])('at %s marks exactly one entry as the current page: %s', async (path, label) => {
    renderApp(path, { as: 'owner@demo.co.il', workspace: WS });
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'תפריט' })).toBeInTheDocument());
    const current = await waitFor(() => {
      const marked = document.querySelectorAll('aside [aria-current="page"]');
      expect(marked).toHaveLength(1);
      return marked[0];
    });
    expect(current).toHaveAccessibleName(label);
    // Its section is open, so the current entry is in sight.
    expect(menu().getByRole('link', { name: label })).toBeVisible();
  });

  it('shows labelled sections that open and close, and remembers them', async () => {
    const user = userEvent.setup();
    const { unmount } = renderApp('/', { as: 'owner@demo.co.il', workspace: WS });
    const settings = await waitFor(() => menu().getByRole('button', { name: 'הגדרות' }));
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    expect(menu().queryByRole('link', { name: 'תגיות' })).not.toBeInTheDocument();
    expect(menu().getByRole('button', { name: 'צ׳קים' })).toHaveAttribute('aria-expanded', 'true');
    expect(menu().getByRole('link', { name: 'כל הצ׳קים' })).toBeVisible();

    await user.click(settings);
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    // jsdom's window is 768 px high: the sections opened longest ago close so that all fits.
    expect(menu().getByRole('button', { name: 'צ׳קים' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu().getByRole('link', { name: 'תגיות' }));
    await waitFor(() => expect(window.location.pathname).toBe('/settings/tags'));
    const links = menu().getByRole('button', { name: 'קישורי תשלום ומסופים' });
    expect(links).toHaveAttribute('aria-expanded', 'true');
    await user.click(links);
    expect(links).toHaveAttribute('aria-expanded', 'false');
    expect(menu().queryByRole('link', { name: 'מסופים' })).not.toBeInTheDocument();
    unmount();

    renderApp('/', { as: 'owner@demo.co.il', workspace: WS });
    await waitFor(() => expect(menu().getByRole('button', { name: 'הגדרות' })).toHaveAttribute('aria-expanded', 'true'));
    expect(menu().getByRole('button', { name: 'קישורי תשלום ומסופים' })).toHaveAttribute('aria-expanded', 'false');
    expect(menu().getByRole('button', { name: 'צ׳קים' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the section of the page by itself', async () => {
    localStorage.setItem('navSections', '[]');
    renderApp('/settings/keys', { as: 'owner@demo.co.il', workspace: WS });
    await waitFor(() => expect(menu().getByRole('link', { name: 'מדפסות ומפתחות' })).toHaveAttribute('aria-current', 'page'));
    expect(menu().getByRole('button', { name: 'הגדרות' })).toHaveAttribute('aria-expanded', 'true');
    expect(menu().getByRole('button', { name: 'צ׳קים' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('folds to icons: every entry keeps its name, and shows it as a tooltip', async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/cheques', { as: 'owner@demo.co.il', workspace: WS });
    await user.click(await screen.findByRole('button', { name: 'הצגת סמלים בלבד' }));
    expect(store.getState().general.sidebarUnfoldable).toBe(false);
    expect(menu().getByRole('link', { name: 'כל הצ׳קים' })).toHaveAttribute('title', 'כל הצ׳קים');
    expect(menu().getByRole('button', { name: 'כסף נכנס' })).toHaveAttribute('title', 'כסף נכנס');
    await user.click(screen.getByRole('button', { name: 'הצגת התפריט המלא' }));
    expect(store.getState().general.sidebarUnfoldable).toBe(true);
    expect(menu().getByRole('link', { name: 'כל הצ׳קים' })).not.toHaveAttribute('title');
  });
});

describe('opening a screen from the menu', () => {
  it('asks for its data as soon as its link is pointed at or focused, before the click', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    const allList = requests.where((r) => r.path === `/api/check/search/${WS}` && r.url.searchParams.get('box') === 'all');
    const workspaceCheques = requests.to('GET', `/api/check/workspace/${WS}`);
    renderApp('/cheques/new', { as: 'owner@demo.co.il', workspace: WS });
    const allCheques = await waitFor(() => menu().getByRole('link', { name: 'כל הצ׳קים' }));
    expect(allList).toHaveLength(0);
    await user.hover(allCheques);
    await waitFor(() => expect(allList).toHaveLength(1));
    expect(workspaceCheques).toHaveLength(0);
    menu().getByRole('link', { name: 'לוח בקרה' }).focus();
    await waitFor(() => expect(workspaceCheques).toHaveLength(1));
    // Pointing again soon after asks nothing more (the reply is fresh).
    await user.unhover(allCheques);
    await user.hover(allCheques);
    expect(allList).toHaveLength(1);
    expect(window.location.pathname).toBe('/cheques/new');
  });

  it("keeps the current screen while the next one's data comes, 300 ms at most", async () => {
    server.use(http.get(`*/api/check/workspace/${WS}`, () => delay('infinite')));
    const user = userEvent.setup();
    renderApp('/cheques/new', { as: 'owner@demo.co.il', workspace: WS });
    const home = await waitFor(() => menu().getByRole('link', { name: 'לוח בקרה' }));
    await user.click(home);
    expect(window.location.pathname).toBe('/cheques/new');
    expect(menu().getByRole('link', { name: 'סריקת צ׳ק חדש' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(window.location.pathname).toBe('/'), { timeout: 2000 });
  });

  describe('on a phone', () => {
    const phone = () =>
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) =>
          ({ matches: query === '(max-width: 991.98px)', media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList,
      );
    afterEach(() => vi.restoreAllMocks());
    const sheet = () => document.querySelector('aside.sidebar');
    const backdrop = () => document.querySelector('.sidebar-backdrop');

    async function openOnPhone() {
      phone();
      const user = userEvent.setup();
      renderApp('/', { as: 'owner@demo.co.il', workspace: WS });
      const toggle = await screen.findByRole('button', { name: 'פתיחה או סגירה של התפריט' });
      // Closed at load though a desktop stored it open, and its entries not drawn yet.
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(sheet()).not.toHaveClass('show');
      expect(screen.queryByRole('navigation', { name: 'תפריט' })).not.toBeInTheDocument();
      await user.click(toggle);
      expect(await menu().findByRole('link', { name: 'כל הצ׳קים' })).toBeInTheDocument();
      expect(sheet()).toHaveClass('show');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      return { user, toggle };
    }

    it("draws the menu's entries only once the header's button opens it, and keeps them", async () => {
      const { user, toggle } = await openOnPhone();
      await user.click(toggle);
      expect(sheet()).not.toHaveClass('show');
      // Closed again, the entries stay drawn (no work each time it opens).
      expect(menu().getByRole('link', { name: 'כל הצ׳קים' })).toBeInTheDocument();
    });

    it('closes on a tap outside it, on its backdrop', async () => {
      const { user, toggle } = await openOnPhone();
      await user.click(backdrop() as Element);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(sheet()).not.toHaveClass('show');
    });

    it('shows its backdrop while open, fading it out and taking it away once closed', async () => {
      const { user, toggle } = await openOnPhone();
      await waitFor(() => expect(backdrop()).toHaveClass('sidebar-backdrop', 'fade', 'show'));
      await user.click(toggle);
      expect(backdrop()).not.toHaveClass('show');
      await waitFor(() => expect(backdrop()).toBeNull());
      // Opened again, it is back.
      await user.click(toggle);
      await waitFor(() => expect(backdrop()).toHaveClass('show'));
    });

    it('closes on Escape', async () => {
      const { user, toggle } = await openOnPhone();
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes when an entry is chosen, and opens that screen', async () => {
      const { user, toggle } = await openOnPhone();
      await user.click(menu().getByRole('link', { name: 'כל הצ׳קים' }));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(window.location.pathname).toBe('/cheques'), { timeout: 2000 });
    });
  });

  it('on a desktop puts the menu away from the header and brings it back, without a backdrop', async () => {
    const user = userEvent.setup();
    renderApp('/', { as: 'owner@demo.co.il', workspace: WS });
    const toggle = await screen.findByRole('button', { name: 'פתיחה או סגירה של התפריט' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(document.querySelector('aside.sidebar')).toHaveClass('hide');
    await user.click(toggle);
    expect(document.querySelector('aside.sidebar')).not.toHaveClass('hide');
    expect(document.querySelector('.sidebar-backdrop')).toBeNull();
  });
});
