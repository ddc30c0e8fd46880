import { screen } from '@testing-library/react';
import { http as msw, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderWithStore } from '@/test/renderApp';
import { mockSignIn } from '@/test/mockSignIn';
import { ChequeImage } from './ChequeImage';

describe('ChequeImage', () => {
  it('shows the cheque picture the backend sends', async () => {
    mockSignIn('owner@demo.co.il');
    renderWithStore(<ChequeImage checkId="c100" side="front" alt="חזית הצ׳ק" />);
    const image = await screen.findByRole('img', { name: 'חזית הצ׳ק' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
  });

  it('shows the no-image placeholder when the picture fails to load', async () => {
    server.use(msw.get('/api/check/images/:side/:id', () => HttpResponse.json({ message: 'Check not found' }, { status: 404 })));
    renderWithStore(<ChequeImage checkId="nope" side="rear" alt="גב הצ׳ק" />);
    const image = await screen.findByRole('img', { name: 'גב הצ׳ק' });
    expect(image).toHaveAttribute('src', '/no-image.svg');
  });
});
