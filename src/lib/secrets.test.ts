import { stripSecrets } from './secrets';

describe('stripSecrets', () => {
  it.each([
    [{ email: 'a@b.co', password: 'Secret1!' }, { email: 'a@b.co' }],
    [{ user: { id: '1', Password: 'x', token: 't' } }, { user: { id: '1' } }],
    [{ list: [{ secret: 's', name: 'n' }] }, { list: [{ name: 'n' }] }],
    [{ keyId: 'k1', keyString: 'abc' }, { keyId: 'k1' }],
    [null, null],
    ['text', 'text'],
  ])('removes secret fields from %j', (input, expected) => {
    expect(stripSecrets(input)).toEqual(expected);
  });

  it('does not change the input', () => {
    const input = { password: 'x' };
    stripSecrets(input);
    expect(input).toEqual({ password: 'x' });
  });
});
