import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { FilePicker } from './FilePicker';

const picture = () => new File(['x'], 'cheque-front.png', { type: 'image/png' });

function setup(props: Partial<React.ComponentProps<typeof FilePicker>> = {}) {
  const onFile = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <FilePicker label="צד קדמי" accept="image/jpeg,image/png,image/gif" onFile={onFile} {...props} />
    </I18nextProvider>,
  );
  return { onFile, input: screen.getByLabelText('צד קדמי') as HTMLInputElement };
}

describe('FilePicker', () => {
  afterEach(async () => {
    await i18n.changeLanguage('he');
  });

  it('offers our own button and says no file was chosen, in the page language', () => {
    setup();
    expect(screen.getByText('בחירת קובץ')).toBeVisible();
    expect(screen.getByText('לא נבחר קובץ')).toBeVisible();
    expect(screen.queryByText(/Choose File|No file chosen/)).toBeNull();
  });

  it('speaks English on English screens', async () => {
    await i18n.changeLanguage('en');
    setup();
    expect(screen.getByText('Choose file')).toBeVisible();
    expect(screen.getByText('No file chosen')).toBeVisible();
  });

  it('passes the accepted types and the camera to the browser', () => {
    const { input } = setup({ capture: 'environment' });
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');
    expect(input).toHaveAttribute('capture', 'environment');
  });

  it('hands over the chosen file and shows its name instead of "no file chosen"', async () => {
    const { onFile, input } = setup();
    const file = picture();
    await userEvent.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(screen.getByText('cheque-front.png')).toBeVisible();
    expect(screen.queryByText('לא נבחר קובץ')).toBeNull();
    expect(screen.getByText('בחירת קובץ אחר')).toBeVisible();
    // Cleared, so that choosing the same file again is noticed.
    expect(input.value).toBe('');
  });

  it('shows a thumbnail of a chosen picture when asked', async () => {
    const { input } = setup({ thumbnail: true });
    await userEvent.upload(input, picture());
    expect(screen.getByRole('img', { name: 'תצוגה מקדימה של cheque-front.png' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  });

  it('shows the name the parent knows of (a picture taken with the camera button)', () => {
    setup({ fileName: 'photo.jpg' });
    expect(screen.getByText('photo.jpg')).toBeVisible();
    expect(screen.queryByText('לא נבחר קובץ')).toBeNull();
  });

  it('describes the input with the chosen file for screen readers', async () => {
    const { input } = setup();
    await userEvent.upload(input, picture());
    expect(input).toHaveAccessibleDescription('cheque-front.png');
  });

  it('is disabled as a whole', () => {
    const { input } = setup({ disabled: true });
    expect(input).toBeDisabled();
    expect(screen.getByText('בחירת קובץ')).toHaveClass('disabled');
  });
});
