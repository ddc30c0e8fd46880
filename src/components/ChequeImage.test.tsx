import { screen, waitFor } from '@testing-library/react';
import { http as msw, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderWithStore } from '@/test/renderApp';
import { mockSignIn } from '@/test/mockSignIn';
import { ChequeImage } from './ChequeImage';

const reply = (type: string) => () => new HttpResponse(new Uint8Array([1, 2, 3, 4]), { headers: { 'Content-Type': type } });

let urls = 0;

describe('ChequeImage', () => {
  let made: string[];
  let revoked: string[];
  beforeEach(() => {
    made = [];
    revoked = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      const url = `blob:http://localhost/picture-${++urls}`;
      made.push(url);
      return url;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a generated (SVG) picture as a data URL, never as an object URL of this site', async () => {
    mockSignIn('owner@demo.co.il');
    renderWithStore(<ChequeImage checkId="c100" side="front" alt="חזית הצ׳ק" />);
    const image = await screen.findByRole('img', { name: 'חזית הצ׳ק' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(made).toEqual([]);
  });

  it.each([['image/jpeg'], ['image/png'], ['image/gif']])('shows a %s picture through an object URL, revoked when the picture leaves the screen', async (type) => {
    server.use(msw.get('/api/check/images/:side/:id', reply(type)));
    const view = renderWithStore(<ChequeImage checkId="c100" side="front" alt="חזית הצ׳ק" />);
    const image = await screen.findByRole('img', { name: 'חזית הצ׳ק' });
    expect(image).toHaveAttribute('src', made[0]);
    expect(revoked).not.toContain(made[0]);
    view.unmount();
    await waitFor(() => expect(revoked).toContain(made[0]));
  });

  it.each([['text/html'], ['application/octet-stream'], ['image/webp']])('shows the placeholder for a %s reply and makes no object URL', async (type) => {
    server.use(msw.get('/api/check/images/:side/:id', reply(type)));
    renderWithStore(<ChequeImage checkId="c100" side="front" alt="חזית הצ׳ק" />);
    const image = await screen.findByRole('img', { name: 'חזית הצ׳ק' });
    expect(image).toHaveAttribute('src', '/no-image.svg');
    expect(made).toEqual([]);
  });

  it('shows the no-image placeholder when the picture fails to load', async () => {
    server.use(msw.get('/api/check/images/:side/:id', () => HttpResponse.json({ message: 'Check not found' }, { status: 404 })));
    renderWithStore(<ChequeImage checkId="nope" side="rear" alt="גב הצ׳ק" />);
    const image = await screen.findByRole('img', { name: 'גב הצ׳ק' });
    expect(image).toHaveAttribute('src', '/no-image.svg');
  });
});
