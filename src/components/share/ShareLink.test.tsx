import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '@/test/renderApp';
import { ShareLink } from './ShareLink';

const URL_ = 'https://pay.example.co.il/terminal/gilboa/k123';

describe('ShareLink', () => {
  it('shows the link, copies it and says so, opens it in a new tab and draws its QR code', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderWithStore(<ShareLink url={URL_} label="קישור לתשלום" qr />);
    expect(screen.getByLabelText('קישור לתשלום')).toHaveValue(URL_);
    await user.click(screen.getByRole('button', { name: 'העתקת הקישור' }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(screen.getByRole('status')).toHaveTextContent('הקישור הועתק');
    const open = screen.getByRole('link', { name: /פתיחה בלשונית חדשה/ });
    expect(open).toHaveAttribute('href', URL_);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('img', { name: `קוד QR של הקישור ${URL_}` })).toHaveAttribute('data-value', URL_);
  });

  it('selects the link for a manual copy when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderWithStore(<ShareLink url={URL_} label="קישור" />);
    await user.click(screen.getByRole('button', { name: 'העתקת הקישור' }));
    expect(screen.getByRole('status')).toHaveTextContent('לא הצלחנו להעתיק');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
