import { handlers } from '../handlers';

// The set-up screens and the rest of the app (printing reads printer keys, the deposit tab reads
// accounts, signing reads signatures) must meet the same rules: one mock handler per method+path.
const SETUP_PATHS = /^\/api\/workspace\/(printer\/keys|keys|accounts|banks|signature|tags|safe-box|:ws\/(settings|check\/in|daysToCancel|s3|safe-box))/;

const routes = () =>
  handlers.map((h) => {
    const info = (h as unknown as { info: { method: unknown; path: unknown } }).info;
    return `${String(info.method).toUpperCase()} ${String(info.path)}`;
  });

it('answers each workspace set-up call with one handler only', () => {
  const setup = routes().filter((r) => SETUP_PATHS.test(r.split(' ')[1]));
  expect(setup).toEqual(expect.arrayContaining(['GET /api/workspace/printer/keys/:ws', 'POST /api/workspace/printer/keys', 'DELETE /api/workspace/printer/keys', 'GET /api/workspace/keys/:ws', 'GET /api/workspace/accounts/:ws', 'GET /api/workspace/signature/:ws/all', 'GET /api/workspace/tags/:ws']));
  expect(setup.filter((r, i) => setup.indexOf(r) !== i)).toEqual([]);
});
