import { readLoginReply } from './signInCalls';

describe('readLoginReply', () => {
  it.each([
    ['a signed-in user', { user: { id: 'u1', email: 'a@b.co' } }, { user: { id: 'u1', email: 'a@b.co' } }],
    ['a second step', { otpRequired: true, userId: 'u4', otpMethod: 'voice' }, { otpRequired: true, userId: 'u4', otpMethod: 'voice' }],
    ['a numeric user id, sent back as it came', { otpRequired: 1, userId: 42, otpMethod: 'app' }, { otpRequired: true, userId: 42, otpMethod: 'app' }],
    ['an unknown method (the page says sms)', { otpRequired: true, userId: 'u4', otpMethod: 'pigeon' }, { otpRequired: true, userId: 'u4' }],
    ['a user that is not an object', { user: 'u1', userId: '' }, {}],
    ['a user without an id, and fields the client does not know (left out)', { user: { email: 'a@b.co' }, token: 'secret' }, {}],
  ])('reads %s', (_, reply, read) => {
    expect(readLoginReply(reply)).toEqual(read);
  });

  it.each([['no object at all', 'ok'], ['nothing', null], ['a list', [{ user: { id: 'u1' } }]]])('refuses %s: the sign-in says so', (_, reply) => {
    expect(() => readLoginReply(reply)).toThrow(expect.objectContaining({ messageKey: 'errors.malformedReply' }));
  });
});
