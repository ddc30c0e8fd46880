import { HttpResponse } from 'msw';
import { route } from '../route';
import { notFound } from '../db/MockHttpError';
import { requireMoneyPermission } from '../db/money/access';
import { advanceDeposits, depositCheques, depositsOf, feedbackFile, feedbackOf, findDeposit } from '../db/money/deposits';
import { isDepositStatus } from '../db/rules/deposits';
import { findWorkspace } from '../db/views';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && ISO_DAY.test(value) ? value : null);

/** Deposits (spec section 7, "Deposits") and the workspace's feedback files. */
export const depositHandlers = [
  route('get', '/api/deposits/getDeposits/:ws', ({ me, params, query }) => {
    const workspace = requireMoneyPermission(me(), String(params.ws), 'deposits.view');
    advanceDeposits({ wsId: workspace.id });
    const status = query.get('status');
    const deposits = depositsOf(workspace.id, { from: day(query.get('from')), to: day(query.get('to')), status: isDepositStatus(status) ? status : null });
    return { deposits, total: deposits.length };
  }),
  route('get', '/api/deposits/getDepositChecks/:id', ({ me, params }) => {
    const row = findDeposit(String(params.id));
    requireMoneyPermission(me(), row.wsId, 'deposits.view');
    advanceDeposits({ wsId: row.wsId });
    return { checks: depositCheques(row) };
  }),
  route('get', '/api/deposits/getDepositFeedback/:id', ({ me, params }) => {
    const row = findDeposit(String(params.id));
    requireMoneyPermission(me(), row.wsId, 'deposits.view');
    advanceDeposits({ wsId: row.wsId });
    const feedback = feedbackOf(row);
    return { feedback: { feedbackId: feedback.id, fileName: feedback.fileName, createdAt: feedback.createdAt } };
  }),
  route('get', '/api/workspace/:ws/feedback/:id', ({ me, params }) => {
    const workspace = requireMoneyPermission(me(), String(params.ws), 'deposits.view');
    const { text, disposition } = feedbackFile(workspace.id, String(params.id));
    return new HttpResponse(text, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': disposition } });
  }),
  // Mock only: the bank answers every deposit that reached it, now (journeys and the demo).
  route<{ ws?: string }>('post', '/api/__dev/bank/answer', ({ body }) => {
    const wsId = body.ws ? findWorkspace(String(body.ws)).id : undefined;
    if (body.ws && !wsId) throw notFound('Workspace not found');
    return { ok: true, answered: advanceDeposits({ wsId, now: true }) };
  }),
];
