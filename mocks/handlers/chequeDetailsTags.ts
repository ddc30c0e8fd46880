import { route } from '../route';
import { db, nextId, nowIso } from '../db/database';
import { badRequest, conflict, notFound } from '../db/MockHttpError';
import { chequeReply, displayName, findUserCheque, logActivity, requireChequeAction } from '../db/chequeAccess';
import { requirePermission } from '../db/permissions';
import { isHexColour } from '../db/rules/colour';
import { hasForbiddenChars, isValidShortName } from '../db/rules/text';
import { isValidComment } from '../db/rules/limits';

type TagBody = { checkId?: string; tagId?: string };

/** Workspace tags, tags on a cheque, and comments (spec section 7), each noted in the history. */
export const chequeTagHandlers = [
  route('get', '/api/workspace/tags/:ws', ({ me, params }) => {
    const workspace = requirePermission(me(), String(params.ws), 'cheque.view');
    return { tags: db.tags.filter((t) => t.wsId === workspace.id).map(({ id, name, color }) => ({ id, name, color })) };
  }),
  route<{ name?: string; color?: string }>('post', '/api/workspace/tags/:ws', ({ me, params, body }) => {
    const workspace = requirePermission(me(), String(params.ws), 'tags.manage');
    const name = String(body.name ?? '').trim();
    if (!isValidShortName(name) || !isHexColour(body.color)) throw badRequest('Invalid data structure');
    if (db.tags.some((t) => t.wsId === workspace.id && t.name === name)) throw conflict('Name already exists');
    const tag = { id: nextId('t'), wsId: workspace.id, name, color: String(body.color) };
    db.tags.push(tag);
    return { tag: { id: tag.id, name, color: tag.color } };
  }),
  route('delete', '/api/workspace/tags/:ws/:tagId', ({ me, params }) => {
    const workspace = requirePermission(me(), String(params.ws), 'tags.manage');
    if (!db.tags.some((t) => t.id === params.tagId && t.wsId === workspace.id)) throw notFound('Tag not found');
    db.tags = db.tags.filter((t) => t.id !== params.tagId);
    db.cheques.filter((c) => c.wsId === workspace.id).forEach((c) => (c.tags = (c.tags ?? []).filter((t) => t.id !== params.tagId)));
    return { ok: true };
  }),
  route<TagBody>('post', '/api/check/tags/:ws', ({ me, params, body }) => {
    const user = me();
    const cheque = findUserCheque(user, body.checkId, String(params.ws));
    requireChequeAction(user, cheque, 'cheque.tag');
    const tag = db.tags.find((t) => t.id === body.tagId && t.wsId === cheque.wsId);
    if (!tag) throw notFound('Tag not found');
    if (!(cheque.tags ?? []).some((t) => t.id === tag.id)) {
      cheque.tags = [...(cheque.tags ?? []), { id: tag.id, name: tag.name, color: tag.color }];
      logActivity(cheque, user, 'TAG_ADDED', tag.name);
    }
    return chequeReply(cheque);
  }),
  route<TagBody>('delete', '/api/check/tags/:ws', ({ me, params, body }) => {
    const user = me();
    const cheque = findUserCheque(user, body.checkId, String(params.ws));
    requireChequeAction(user, cheque, 'cheque.tag');
    // Without a tagId every tag of the cheque goes (spec section 7: {checkId, tagId} or {checkId}).
    const removed = (cheque.tags ?? []).filter((t) => !body.tagId || t.id === body.tagId);
    cheque.tags = (cheque.tags ?? []).filter((t) => !removed.includes(t));
    removed.forEach((t) => logActivity(cheque, user, 'TAG_REMOVED', t.name));
    return chequeReply(cheque);
  }),
  route<{ checkId?: string; comment?: string }>('post', '/api/check/comments/:ws', ({ me, params, body }) => {
    const user = me();
    const cheque = findUserCheque(user, body.checkId, String(params.ws));
    requireChequeAction(user, cheque, 'cheque.comment');
    const text = String(body.comment ?? '').trim();
    if (!text) throw badRequest('comment is missing');
    if (!isValidComment(text) || hasForbiddenChars(text)) throw badRequest('Invalid data structure');
    cheque.comments = [...(cheque.comments ?? []), { id: nextId('cm'), text, createdAt: nowIso(), author: displayName(user) }];
    logActivity(cheque, user, 'COMMENT_ADDED', text);
    return chequeReply(cheque);
  }),
];
