import { act, render } from '@testing-library/react';
import { NavIcon } from './NavIcon';

// The settings section's icons are a chunk of their own, asked only once one of its entries shows.
describe('a menu icon', () => {
  it('of the first sections draws at once, open or folded', () => {
    const { container } = render(<NavIcon name="cilBank" shown={false} />);
    expect(container.querySelector('svg.nav-icon')).not.toBeNull();
  });

  it('of the folded settings section is an empty box of its size, and draws once the section opens', async () => {
    const { container, rerender } = render(<NavIcon name="cilTags" shown={false} />);
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('span.nav-icon')).not.toBeNull();
    // React retries a suspended icon in its act queue: the chunk's arrival is awaited inside act.
    await act(async () => {
      rerender(<NavIcon name="cilTags" shown />);
      await import('@/components/routing/settingsNavIcons');
    });
    expect(container.querySelector('svg.nav-icon')).not.toBeNull();
    expect(container.querySelector('span.nav-icon')).toBeNull();
  });
});
