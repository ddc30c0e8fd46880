import { codeCalls, declaresEndpoint, docCalls, normalisePath } from './backendContract';

describe('backend contract parsing', () => {
  it.each([
    ['/api/check/workspace/{ws}/{id}', '/api/check/workspace/{}/{}'],
    ['/api/check/workspace/${enc(ws)}/${encodeURIComponent(checkId)}', '/api/check/workspace/{}/{}'],
    ['/api/check/images/${side}/${enc(checkId)}', '/api/check/images/{}/{}'],
    ['/api/user?workspace={ws}', '/api/user'],
  ])('normalises %s', (path, expected) => {
    expect(normalisePath(path)).toBe(expected);
  });

  it('reads the method, path and endpoints of each table row and skips other lines', () => {
    const doc = [
      '| Method | Path | Endpoint |',
      '| --- | --- | --- |',
      '| GET | `/api/user` | `userApi.getCurrentUser` | query |',
      '| PUT | `/api/check/crop` | `chequeImagesApi.cropChequeImage`, `x.y` | body |',
      '- GET `/api/not/a/row`',
    ].join('\n');
    expect(docCalls(doc)).toEqual([
      { method: 'GET', path: '/api/user', endpoints: ['userApi.getCurrentUser'] },
      { method: 'PUT', path: '/api/check/crop', endpoints: ['chequeImagesApi.cropChequeImage', 'x.y'] },
    ]);
  });

  it('reads every url of a module with its method, GET when none, both sides of a conditional method', () => {
    const source = `
      a: build.query({ query: (ws) => ({ url: \`/api/a/\${enc(ws)}\`, params: { x: 1 } }) }),
      b: build.mutation({ query: (u) => ({ url: '/api/b', method: u ? 'PUT' : 'POST', data: { y: { z: 1 } } }) }),
      c: build.mutation({ query: (body) => ({
        url: \`/api/c/\${encodeURIComponent(body.id)}\`,
        method: 'DELETE',
      }) }),
      d: { url: 'https://elsewhere.example/x' },`;
    expect(codeCalls('m', source).map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/a/${enc(ws)}',
      'PUT /api/b',
      'POST /api/b',
      'DELETE /api/c/${encodeURIComponent(body.id)}',
    ]);
  });

  it('finds an endpoint declared as an RTK Query endpoint or as a plain call, and no other name', () => {
    const source = `
      getTerminals: build.query<Terminal[], string>({ query: (ws) => ({ url: '/api/terminal/all' }) }),
      cutAndDetect: build.mutation<DetectedCheque, Body>({ queryFn: (body) => settle(terminalCalls.cutAndDetect(body)) }),
      getTerminalInfo: (link: string) => request({ url: '/api/terminal/info' }, readTerminalSession),
      getSignLink: (hash: string) => request({ url: '/api/check/signature' }, readSignLink),
      login: async (body: LoginRequest) => request({ url: '/api/user/login' }, (await loadReaders()).readLogin),`;
    for (const name of ['getTerminals', 'cutAndDetect', 'getTerminalInfo', 'getSignLink', 'login']) expect(declaresEndpoint(source, name)).toBe(true);
    // A name only called, or only a prefix of one declared, is not declared.
    for (const name of ['terminalCalls', 'settle', 'getTerminal', 'getSign', 'readSignLink']) expect(declaresEndpoint(source, name)).toBe(false);
  });
});
