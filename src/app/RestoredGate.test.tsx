import { act, render, screen } from '@testing-library/react';
import type { Persistor, PersistorState } from 'redux-persist';
import { RestoredGate } from './RestoredGate';

/** A persistor whose restore the test finishes. */
function fakePersistor() {
  let state: PersistorState = { registry: [], bootstrapped: false };
  const listeners = new Set<() => void>();
  const persistor = {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as Persistor;
  const restore = () => {
    state = { ...state, bootstrapped: true };
    listeners.forEach((listener) => listener());
  };
  return { persistor, restore };
}

describe('RestoredGate', () => {
  it('shows the loading part until the stored state is restored, then the app', () => {
    const { persistor, restore } = fakePersistor();
    render(
      <RestoredGate persistor={persistor} loading={<p>loading</p>}>
        <h1>home</h1>
      </RestoredGate>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    act(restore);
    expect(screen.getByRole('heading', { name: 'home' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('shows the app at once when the state was restored before it drew', () => {
    const { persistor, restore } = fakePersistor();
    restore();
    render(
      <RestoredGate persistor={persistor} loading={<p>loading</p>}>
        <h1>home</h1>
      </RestoredGate>,
    );
    expect(screen.getByRole('heading', { name: 'home' })).toBeInTheDocument();
  });
});
