import { SCREEN_CHUNK_TIMEOUT_MS } from '@/lib/timeouts';
import { createElement, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { ChunkLoadError, importWithTimeout, isChunkLoadError, lazyPage } from './lazyPage';
import { screenLoaded } from './loadedScreens';


describe('loading a screen chunk', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves with the module when it loads in time', async () => {
    await expect(importWithTimeout(() => Promise.resolve({ Page: 1 }))).resolves.toEqual({ Page: 1 });
  });

  it('raises a load error when the chunk has not loaded within 120 seconds', async () => {
    vi.useFakeTimers();
    const pending = importWithTimeout(() => new Promise(() => undefined));
    const outcome = pending.catch((error: unknown) => error);
    vi.advanceTimersByTime(SCREEN_CHUNK_TIMEOUT_MS - 1);
    await Promise.resolve();
    vi.advanceTimersByTime(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
    expect(SCREEN_CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('turns a missing chunk (after a redeploy) into a load error', async () => {
    const failed = importWithTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')));
    await expect(failed).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it.each([
    [new ChunkLoadError(), true],
    [new TypeError('Failed to fetch dynamically imported module: /a.js'), true],
    [new Error('Importing a module script failed.'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['text', false],
  ])('recognises %s as a load error: %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('a lazy screen', () => {
  // A module that resolves at once: the lazy screen still suspends on its first render.
  const load = () => Promise.resolve({ ReadyPage: () => createElement('h1', null, 'ready page'), SlowPage: () => createElement('h1', null, 'slow page') });

  it('that main.tsx already loaded renders at once, without the spinner', () => {
    const Page = lazyPage(load, 'ReadyPage');
    screenLoaded('ReadyPage', () => createElement('h1', null, 'ready page'));
    render(createElement(Suspense, { fallback: createElement('p', null, 'spinner') }, createElement(Page)));
    expect(screen.getByRole('heading', { name: 'ready page' })).toBeInTheDocument();
    expect(screen.queryByText('spinner')).not.toBeInTheDocument();
  });

  it('that is not loaded yet shows the spinner, then the screen', async () => {
    const Page = lazyPage(load, 'SlowPage');
    render(createElement(Suspense, { fallback: createElement('p', null, 'spinner') }, createElement(Page)));
    expect(screen.getByText('spinner')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'slow page' })).toBeInTheDocument();
  });
});
