import { http, signIn } from '../testing/mockHttp';
import { db } from '../db/database';

const ci3 = async (checkId: string) => (await http.get(`/api/workspace/gilboa-trade/${checkId}/ci3`)).data;

describe('GET /api/workspace/{ws}/{x}/ci3 at the mock: a cheque\'s electronic clearing', () => {
  beforeEach(() => signIn('viewer@demo.co.il'));

  it('follows the cheque along the CI3 way', async () => {
    expect(await ci3('c902')).toEqual({ ci3: { status: 'AWAITING_DELIVERY_CI3' } });
    expect(await ci3('c900')).toEqual({ ci3: expect.objectContaining({ status: 'AWAITING_CI3', reference: 'CI3-5000900', sentAt: expect.any(String) }) });
    expect(await ci3('c901')).toEqual({ ci3: expect.objectContaining({ status: 'RECEIVED_CI3', answeredAt: expect.any(String) }) });
  });

  it('answers null for a cheque not in clearing, 404 for one of another workspace, 401 without a session', async () => {
    expect(await ci3('c904')).toEqual({ ci3: null });
    const other = db.cheques.find((c) => c.wsId !== 'w1')!;
    await expect(ci3(other.checkId)).rejects.toMatchObject({ status: 404 });
    signIn(null);
    await expect(ci3('c900')).rejects.toMatchObject({ status: 401 });
  });
});
