import { screen } from '@testing-library/react';
import { i18n } from '@/i18n/i18n';
import { renderSignedIn } from '@/test/renderApp';
import { TextStampForm } from './TextStampForm';

describe('TextStampForm', () => {
  it('while its texts load, a screen reader hears the loading text in the page language, not CoreUI\'s English', async () => {
    // Its texts not in yet, whether or not an earlier test of this worker loaded them: read again.
    await i18n.loadNamespaces('signing');
    i18n.removeResourceBundle('he', 'signing');
    void i18n.reloadResources('he', 'signing');
    renderSignedIn(<TextStampForm ws="w1" />);
    const spinner = screen.getByRole('status');
    expect(spinner).toHaveTextContent('טוען…');
    expect(spinner).not.toHaveTextContent('Loading');
    expect(await screen.findByRole('button', { name: 'יצירת החותמת' })).toBeInTheDocument();
  });
});
