import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { ScrollReset } from './ScrollReset';

function Moves() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => void navigate('/cheques/view/c1')}>open</button>
      <button onClick={() => void navigate('/?status=open')}>filter</button>
      <button onClick={() => void navigate('/#main-content')}>skip</button>
      <button onClick={() => void navigate('/cheques/view/c2', { replace: true })}>redirect</button>
      <button onClick={() => void navigate(-1)}>back</button>
    </>
  );
}

function renderAt(path = '/') {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollReset />
      <Moves />
    </MemoryRouter>,
  );
  return scrollTo;
}

afterEach(() => vi.restoreAllMocks());

describe('ScrollReset', () => {
  it('does not scroll on the first screen', () => {
    expect(renderAt()).not.toHaveBeenCalled();
  });

  it.each([
    ['a link to another screen', 'open'],
    ['a redirect that replaces the entry', 'redirect'],
  ])('scrolls to the top on %s', (_case, button) => {
    const scrollTo = renderAt();
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it.each([
    ['a change of the filters in the query', 'filter'],
    ['a hash on the same screen', 'skip'],
  ])('keeps the place on %s', (_case, button) => {
    const scrollTo = renderAt();
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves back and forward to the browser', () => {
    const scrollTo = renderAt();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
