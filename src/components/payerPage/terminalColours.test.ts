import { terminalColours } from './terminalColours';

describe('terminalColours', () => {
  it.each([
    [{ backgroundColor: '#0b3d91', color1: '#ffb300', color2: '#ffffff' }, { onBackground: '#ffffff', onAccent: '#000000', onSecondary: '#000000' }],
    [{ backgroundColor: '#f5f5f5', color1: '#2e7d32', color2: '#000000' }, { onBackground: '#000000', onAccent: '#ffffff', onSecondary: '#ffffff' }],
    [{ backgroundColor: '808080', color1: '#fff' }, { background: '#808080', onBackground: '#000000', accent: '#fff', onAccent: '#000000' }],
    // Invalid colours fall back to the app's own, with readable text.
    [{ backgroundColor: 'red', color1: 'javascript:1' }, { background: '#f3f4f7', onBackground: '#000000', accent: '#1b4f8a', onAccent: '#ffffff' }],
  ])('%o -> %o', (terminal, expected) => {
    expect(terminalColours(terminal)).toMatchObject(expected);
  });

  it('uses neutral colours when there is no terminal', () => {
    expect(terminalColours(undefined)).toMatchObject({ background: '#f3f4f7', onBackground: '#000000' });
  });
});
