import { HttpResponse } from 'msw';
import { route } from '../route';
import { db } from '../db/database';
import { notFound } from '../db/MockHttpError';
import { chequeSvg, decodeDataUrl } from '../db/chequeImages';
import { requirePermission } from '../db/permissions';

function publicCheque(row: (typeof db.cheques)[number]) {
  const { frontImage: _f, rearImage: _r, activity: _a, ...cheque } = row;
  void _f;
  void _r;
  void _a;
  return cheque;
}

/** Cheques (spec section 7, Cheques). */
export const chequeHandlers = [
  route('get', '/api/check/workspace/:ws', ({ me, params }) => {
    const workspace = requirePermission(me(), String(params.ws), 'cheque.view');
    const checks = db.cheques.filter((c) => c.wsId === workspace.id).map(publicCheque);
    return { checks, total: checks.length };
  }),

  route('get', '/api/check/images/:side/:id', ({ params, query }) => {
    const cheque = db.cheques.find((c) => c.checkId === params.id);
    if (!cheque) throw notFound('Check not found');
    const side = params.side === 'rear' ? 'rear' : 'front';
    const stored = side === 'front' ? cheque.frontImage : cheque.rearImage;
    const decoded = stored ? decodeDataUrl(stored) : null;
    if (decoded) return new HttpResponse(decoded.bytes, { headers: { 'Content-Type': decoded.type } });
    const small = query.get('size') === '200';
    return new HttpResponse(chequeSvg(cheque, side, small), { headers: { 'Content-Type': 'image/svg+xml' } });
  }),
];
