// Where the mock and the client read section 5 differently, the mock answers the spec's reading
// (docs/backend-contract.md, "Where the mock and the client read the spec differently"): through
// HTTP, as a sign-up meets it.
import { http, signOut, type MockReplyError } from './testing/mockHttp';

async function register(patch: Record<string, unknown>): Promise<[number, string]> {
  const body = { firstName: 'נועה', lastName: 'ברק', email: `noa${Math.random().toString(36).slice(2, 8)}@example.co.il`, phone: '0529876543', password: 'Abcdef1!', ...patch };
  try {
    return [(await http.post('/api/user/register', body)).status, ''];
  } catch (error) {
    const e = error as MockReplyError;
    return [e.status, e.message];
  }
}

afterEach(() => signOut());

describe('the mock reads the phone of section 5: nothing between the prefix and the number', () => {
  it.each<[string, number, string]>([
    ['+9720529876543', 200, ''],
    ['+972052-987-6543', 200, ''],
    ['052 987 6543', 200, ''],
    ['+972 0529876543', 400, 'Invalid data structure'],
    ['+972-0529876543', 400, 'Invalid data structure'],
    ['+1 (052) 987-6543', 400, 'Invalid data structure'],
  ])('a sign-up with %s -> %i', async (phone, status, message) => {
    expect(await register({ phone })).toEqual([status, message]);
  });
});

describe('the mock reads the password of section 5: white space is no special character', () => {
  it.each<[string, number, string]>([
    ['Abcdefg1!', 200, ''],
    ['Abcdefg1 ', 400, 'Invalid data structure'],
    ['Abcdefg1\t', 400, 'Invalid data structure'],
    ['Abcd efg1', 400, 'Invalid data structure'],
  ])('a sign-up with %j -> %i', async (password, status, message) => {
    expect(await register({ password })).toEqual([status, message]);
  });
});
