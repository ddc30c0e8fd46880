import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { LanguageSwitch } from './LanguageSwitch';

function renderSwitch() {
  render(
    <I18nextProvider i18n={i18n}>
      <LanguageSwitch />
    </I18nextProvider>,
  );
}

const choices = () => screen.getAllByRole('button').map((button) => [button.textContent, button.getAttribute('lang')]);

describe('LanguageSwitch', () => {
  afterEach(async () => {
    await i18n.changeLanguage('he');
  });

  it('offers the two other languages, each named in itself', () => {
    renderSwitch();
    expect(screen.getByRole('group', { name: 'שפה' })).toBeInTheDocument();
    expect(choices()).toEqual([
      ['English', 'en'],
      ['العربية', 'ar'],
    ]);
  });

  it('turns the page Arabic, right to left, and remembers the choice', async () => {
    renderSwitch();
    await userEvent.click(screen.getByRole('button', { name: 'العربية' }));
    // i18next turns the page once the Arabic texts are in.
    expect(await screen.findByRole('group', { name: 'اللغة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem('lang')).toBe('ar');
    expect(choices()).toEqual([
      ['עברית', 'he'],
      ['English', 'en'],
    ]);
  });

  it('turns the page English, left to right, and back to Hebrew', async () => {
    renderSwitch();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    await userEvent.click(screen.getByRole('button', { name: 'עברית' }));
    expect(await screen.findByRole('group', { name: 'שפה' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'he');
    expect(localStorage.getItem('lang')).toBe('he');
  });
});
