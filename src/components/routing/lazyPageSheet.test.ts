import { createElement, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { loadScreenParts } from '@/styles/screenParts';
import { lazyPage } from './lazyPage';

vi.mock('@/styles/screenParts', () => ({ loadScreenParts: vi.fn(() => Promise.resolve({})) }));

describe('a lazy screen\'s sheets', () => {
  // The signed-in home and the link pages do without CoreUI's form fields and tables.
  it.each([
    [{}, 1],
    [{ screenParts: false }, 0],
  ])('with options %o asks the screens\' form fields and tables sheet %i time(s), with its code', async (options, times) => {
    vi.mocked(loadScreenParts).mockClear();
    const Page = lazyPage(() => Promise.resolve({ PartsPage: () => createElement('h1', null, 'parts page') }), 'PartsPage', options);
    render(createElement(Suspense, { fallback: null }, createElement(Page)));
    expect(await screen.findByRole('heading', { name: 'parts page' })).toBeInTheDocument();
    expect(loadScreenParts).toHaveBeenCalledTimes(times);
  });
});
