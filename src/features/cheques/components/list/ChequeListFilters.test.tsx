import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '@/test/renderApp';
import { ChequeListFilters } from './ChequeListFilters';

const props = { box: 'all' as const, filter: {}, searchText: '', onSearchText: () => undefined, onChange: () => undefined, onClear: () => undefined };

describe('the list filters on a phone (compact)', () => {
  it('offers the search and the stage at once, the other fields when first unfolded, and keeps them drawn when folded again', async () => {
    renderWithStore(<ChequeListFilters {...props} compact />);
    expect(await screen.findByLabelText('חיפוש')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'שלב' })).toBeInTheDocument();
    // Folded away (display: none in the browser): not drawn at all until asked for.
    expect(screen.queryByRole('combobox', { name: 'סטטוס' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/פירעון מתאריך/)).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'סינון ומיון' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'סטטוס' })).toBeInTheDocument();
    expect(screen.getByLabelText(/פירעון מתאריך/)).toBeInTheDocument();
    await userEvent.click(more);
    expect(screen.getByRole('combobox', { name: 'סטטוס' }).closest('.d-none')).not.toBeNull();
  });

  it('draws every field at once on a wider screen', async () => {
    renderWithStore(<ChequeListFilters {...props} />);
    expect(await screen.findByRole('combobox', { name: 'סטטוס' })).toBeInTheDocument();
    expect(screen.getByLabelText(/פירעון עד תאריך/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'סינון ומיון' })).not.toBeInTheDocument();
  });
});
