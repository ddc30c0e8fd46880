import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db/database';
import { recordRequests } from '@/test/recordRequests';
import { replaceValue } from '@/test/fillField';
import { changesOf, openPage, warmUp } from '@/test/workspaceSetupPage';

beforeAll(() => warmUp(() => import('./CompanySettingsPage')), 30_000);

const open = (as = 'owner@demo.co.il') => openPage('/settings/company', 'הגדרות חברה', as);

describe('CompanySettingsPage', () => {
  it('shows the company details read first, with the logo', async () => {
    await open();
    const details = await screen.findByRole('region', { name: 'פרטי החברה' });
    expect(within(details).getByText('גלבוע סחר בע״מ')).toBeInTheDocument();
    expect(within(details).getByText('515555555')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'הלוגו של גלבוע סחר בע״מ' })).toHaveAttribute('src', '/api/__upload/gilboa-trade/logo/seed-logo');
  });

  it('a logo that does not load says so in words, not with a broken picture', async () => {
    await open();
    fireEvent.error(await screen.findByRole('img', { name: 'הלוגו של גלבוע סחר בע״מ' }));
    expect(await screen.findByText('הלוגו לא נטען. רעננו את הדף כדי לנסות שוב, או העלו אותו מחדש.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'הלוגו של גלבוע סחר בע״מ' })).not.toBeInTheDocument();
  });

  it('removing the logo by keyboard leaves focus in the logo section (the button went with the logo), not on the page\'s body', async () => {
    const { user } = await open();
    const section = await screen.findByRole('region', { name: 'לוגו' });
    within(section).getByRole('button', { name: 'הסרת הלוגו' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'להסיר את הלוגו?' });
    within(dialog).getByRole('button', { name: 'הסרת הלוגו' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(section).findByText('עדיין לא הועלה לוגו.')).toBeInTheDocument();
    await waitFor(() => expect(section).toContainElement(document.activeElement as HTMLElement));
  });

  it('looks the company number up and saves what was found (PUT /api/workspace/{id})', async () => {
    const seen = recordRequests();
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'עריכה – פרטי החברה' }));
    await replaceValue(user, 'ח״פ / מספר עוסק', '516123452');
    await user.click(screen.getByRole('button', { name: 'חיפוש במאגר רשם החברות' }));
    expect(await screen.findByText(/נמצא במאגר: כרמל פתרונות תשלום/)).toBeInTheDocument();
    expect(screen.getByLabelText('שם החברה')).toHaveValue('כרמל פתרונות תשלום בע״מ');
    expect(screen.getByLabelText('כתובת')).toHaveValue('שדרות מוריה 52, חיפה');
    await user.click(screen.getByRole('button', { name: 'שמירה' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'שמירה' })).not.toBeInTheDocument());
    expect(await changesOf(seen)).toEqual([
      { method: 'PUT', path: '/api/workspace/w1', body: { companyName: 'כרמל פתרונות תשלום בע״מ', companySlug: 'gilboa-trade', hetpey: '516123452', address: 'שדרות מוריה 52, חיפה', phone: '0771234567' } },
    ]);
    expect(db.workspaces.find((w) => w.id === 'w1')?.hetpey).toBe('516123452');
  });

  it('says what the lookup found wrong: empty, not exactly one, the registry failed', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'עריכה – פרטי החברה' }));
    const lookup = screen.getByRole('button', { name: 'חיפוש במאגר רשם החברות' });
    await replaceValue(user, 'ח״פ / מספר עוסק', '');
    await user.click(lookup);
    expect(await screen.findByRole('alert')).toHaveTextContent('יש להקליד מספר');
    await replaceValue(user, 'ח״פ / מספר עוסק', '5164000');
    await user.click(lookup);
    expect(await screen.findByText('לא נמצא.')).toBeInTheDocument();
    await replaceValue(user, 'ח״פ / מספר עוסק', '999999998');
    await user.click(lookup);
    expect(await screen.findByText('השירות הממשלתי נכשל: Request failed with status code 503')).toBeInTheDocument();
  });

  it('a refused save keeps the input and shows the server message at its field', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'עריכה – פרטי החברה' }));
    await replaceValue(user, 'מזהה סביבת העבודה', 'dana-private');
    const slug = screen.getByLabelText('מזהה סביבת העבודה');
    await user.click(screen.getByRole('button', { name: 'שמירה' }));
    await waitFor(() => expect(slug).toHaveAccessibleDescription(/מזהה סביבת העבודה כבר תפוס/));
    expect(slug).toHaveValue('dana-private');
    expect(screen.getAllByText(/תפוס/).length).toBeGreaterThan(0);
  });

  it('checks the rules before sending: identifier, company number, phone', async () => {
    const seen = recordRequests();
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'עריכה – פרטי החברה' }));
    await replaceValue(user, 'מזהה סביבת העבודה', 'גלבוע');
    await replaceValue(user, 'ח״פ / מספר עוסק', '515555556');
    await replaceValue(user, 'טלפון', '04-812');
    await user.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(await screen.findByText('3 עד 20 תווים: אותיות באנגלית, ספרות ומקף')).toBeInTheDocument();
    expect(screen.getByText('מספר זהות או ח״פ לא תקין')).toBeInTheDocument();
    expect(screen.getByText('מספר טלפון לא תקין')).toBeInTheDocument();
    expect(await changesOf(seen)).toEqual([]);
  });

  it('a viewer reads and is told why nothing can be edited', async () => {
    await open('viewer@demo.co.il');
    expect(await screen.findByRole('region', { name: 'פרטי החברה' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /עריכה/ })).not.toBeInTheDocument();
    expect(screen.getAllByText(/צופה יכול רק לצפות/).length).toBeGreaterThan(0);
    expect(screen.queryByText('העלאת לוגו')).not.toBeInTheDocument();
  });
});
