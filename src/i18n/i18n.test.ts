import { initialLanguage } from './i18n';

// The first language of a visit as the page opens (languages.test.ts has the rule's table).
describe('initialLanguage', () => {
  const visit = (path: string, browser: string[], stored?: string) => {
    window.history.replaceState(null, '', path);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
    if (stored) localStorage.setItem('lang', stored);
    return initialLanguage();
  };

  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it.each([
    ["a payer's first visit with an Arabic browser", '/terminal/gilboa', ['ar-IL', 'he'], undefined, 'ar'],
    ["a signer's first visit with an English browser", '/signChecks/abc', ['en-US'], undefined, 'en'],
    ["a payer's first visit with a Russian browser", '/terminal/gilboa', ['ru-RU'], undefined, 'he'],
    ["a payer's return: the stored choice", '/terminal/gilboa', ['ar-IL'], 'en', 'en'],
    ['the sign-in page: Hebrew whatever the browser', '/login', ['ar-IL'], undefined, 'he'],
    ['a staff screen: the stored choice', '/cheques', ['en-US'], 'ar', 'ar'],
  ])('%s', (_, path, browser, stored, language) => {
    expect(visit(path, browser, stored)).toBe(language);
  });
});

// The staff's user menu lists the replies that did not fit ("Diagnostics"); the link pages have no
// such menu and never load the staff texts: the same refusal names it only where it is.
describe('the text of a reply the app cannot read', () => {
  it('points to the diagnostics of the user menu only where the staff texts are', async () => {
    const { i18n } = await import('./i18n');
    const t = i18n.getFixedT('he', 'common');
    expect(t('errors.malformedReply')).toBe('השרת שלח תשובה שהמערכת אינה יודעת לקרוא. נסו שוב; אם זה חוזר, פנו לתמיכה (ב״אבחון״ שבתפריט המשתמש מופיע מה התקבל).');
    const staff = i18n.getResourceBundle('he', 'staff') as Record<string, unknown>;
    i18n.removeResourceBundle('he', 'staff');
    try {
      expect(t('errors.malformedReply')).toBe('השרת שלח תשובה שהמערכת אינה יודעת לקרוא. נסו שוב; אם זה חוזר, פנו לתמיכה.');
    } finally {
      i18n.addResourceBundle('he', 'staff', staff);
    }
  });
});
