import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { mockRow, scenario } from '@mocks/scenarios';
import { imageVariantsRoute } from '@mocks/handlers/chequeMedia';
import type { MediaRow } from '@mocks/handlers/chequeMediaPicture';
import { NO_IMAGE } from '@/api/imageReply';
import { CutTab } from './CutTab';
import { renderSignedIn } from '@/test/renderApp';

import { Blob as NodeBlob } from 'node:buffer';

const row = () => mockRow.cheque('c100') as MediaRow;

// jsdom's Blob has no stream(): msw cannot build a picture reply for responseType 'blob' with it.
const JsdomBlob = globalThis.Blob;
beforeAll(() => {
  globalThis.Blob = NodeBlob as unknown as typeof Blob;
});
afterAll(() => {
  globalThis.Blob = JsdomBlob;
});

beforeEach(() => {
  // jsdom has no object URLs and loads no pictures: give them the mock picture's size.
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:cheque');
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(450);
});
afterEach(() => vi.restoreAllMocks());

async function pictureLoaded() {
  const img = await screen.findByAltText('חזית הצ׳ק, לבחירת הפינות');
  // The mock draws its pictures as SVG: a data URL, never an object URL of this site (the production CSP allows data: pictures).
  await waitFor(() => expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/));
  fireEvent.load(img);
}

describe('CutTab', () => {
  it('saves nothing until the user has placed all four corners, then saves them through /api/check/crop', async () => {
    const user = userEvent.setup();
    const { requests } = renderSignedIn(<CutTab checkId="c100" />);
    await pictureLoaded();
    const save = screen.getByRole('button', { name: 'שמירת החיתוך' });
    // The corners start at the picture's edges: nobody chose them, so there is nothing to save yet.
    await waitFor(() => expect(save).toBeDisabled());
    expect(save).toHaveAccessibleDescription(/יש לסמן בעצמכם את ארבע פינות הצ׳ק.*פינה שמאלית עליונה/);
    const corner = await screen.findByRole('button', { name: 'פינה ימנית עליונה' });
    expect(corner).toHaveAttribute('data-x', '980');
    expect(corner).toHaveAttribute('data-y', '9');
    corner.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{Shift>}{ArrowDown}{/Shift}');
    expect(corner).toHaveAttribute('data-x', '977');
    expect(corner).toHaveAttribute('data-y', '19');
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('לפני השמירה יש לסמן בעצמכם את ארבע פינות הצ׳ק. נותרו לסמן: פינה שמאלית עליונה, פינה ימנית תחתונה ופינה שמאלית תחתונה.');
    for (const name of ['פינה שמאלית עליונה', 'פינה ימנית תחתונה', 'פינה שמאלית תחתונה']) {
      screen.getByRole('button', { name }).focus();
      await user.keyboard('{ArrowRight}{ArrowLeft}');
    }
    expect(requests.to('POST', '/api/check/crop')).toHaveLength(0);

    await user.click(save);
    expect(await screen.findByText('החיתוך נשמר.')).toBeInTheDocument();
    const [sent] = requests.to('POST', '/api/check/crop');
    expect(sent.body).toEqual({
      checkId: 'c100',
      side: 'front',
      corners: { topLeft: { x: 20, y: 9 }, topRight: { x: 977, y: 19 }, bottomRight: { x: 980, y: 441 }, bottomLeft: { x: 20, y: 441 } },
    });
    expect(row().crop?.front?.topRight).toEqual({ x: 977, y: 19 });
  });

  it('saves the saved corners again only once the user confirms them, with PUT', async () => {
    const user = userEvent.setup();
    scenario('saved front crop', { topLeft: { x: 10, y: 10 }, topRight: { x: 900, y: 10 }, bottomRight: { x: 900, y: 400 }, bottomLeft: { x: 10, y: 400 } });
    const { requests } = renderSignedIn(<CutTab checkId="c100" />);
    await pictureLoaded();
    const corner = await screen.findByRole('button', { name: 'פינה שמאלית תחתונה' });
    expect(corner).toHaveAttribute('data-x', '10');
    corner.focus();
    await user.keyboard('{ArrowRight}');
    const save = screen.getByRole('button', { name: 'שמירת החיתוך' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(/אשרו שהן במקומן/);
    await user.click(screen.getByRole('checkbox', { name: 'הפינות המסומנות יושבות על פינות הצ׳ק' }));
    await user.click(save);
    await screen.findByText('החיתוך נשמר.');
    expect(requests.to('PUT', '/api/check/crop')[0].body).toMatchObject({ side: 'front', corners: { bottomLeft: { x: 11, y: 400 } } });
  });

  it('rotates the picture through /api/check/rotate', async () => {
    const user = userEvent.setup();
    const { requests } = renderSignedIn(<CutTab checkId="c100" />);
    await pictureLoaded();
    await user.click(screen.getByRole('button', { name: 'גב' }));
    await user.click(screen.getByRole('button', { name: 'סיבוב 90° ימינה' }));
    expect(await screen.findByText(/התמונה סובבה/)).toBeInTheDocument();
    expect(requests.to('POST', '/api/check/rotate')[0].body).toEqual({ checkId: 'c100', side: 'rear', degrees: 90 });
    expect(row().imageRotation?.rear).toBe(90);
    await user.click(screen.getByRole('button', { name: 'סיבוב 90° שמאלה' }));
    await waitFor(() => expect(row().imageRotation?.rear).toBe(0));
  });

  it('shows the placeholder for all six pictures when the multi-image call fails', async () => {
    server.use(http.post('/api/check/images', () => HttpResponse.json({ message: 'Request failed' }, { status: 500 })));
    renderSignedIn(<CutTab checkId="c100" />);
    const panel = (await screen.findByRole('heading', { name: 'התמונות השמורות' })).closest('section') as HTMLElement;
    const images = await within(panel).findAllByRole('img');
    expect(images).toHaveLength(6);
    images.forEach((img) => expect(img).toHaveAttribute('src', NO_IMAGE));
    expect(within(panel).getByRole('alert')).toHaveTextContent(/התמונות השמורות לא נטענו.*הבקשה נכשלה/);
    expect(within(panel).getByAltText('גב, TIFF')).toBeInTheDocument();
  });

  it('loads the six pictures through GET /api/check/image/{id}, each falling back to the placeholder', async () => {
    server.use(imageVariantsRoute);
    const { requests } = renderSignedIn(<CutTab checkId="c100" />);
    const panel = (await screen.findByRole('heading', { name: 'התמונות השמורות' })).closest('section') as HTMLElement;
    await waitFor(() => expect(within(panel).getAllByRole('img')).toHaveLength(6));
    await waitFor(() => within(panel).getAllByRole('img').forEach((img) => expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)));
    expect(requests.to('POST', '/api/check/images')[0].body).toEqual({ images: ['c100'] });
    expect(requests.to('GET', '/api/check/image/c100~front~200')).toHaveLength(1);
    const tiff = within(panel).getByAltText('חזית, TIFF');
    fireEvent.error(tiff);
    expect(tiff).toHaveAttribute('src', NO_IMAGE);
  });
});
