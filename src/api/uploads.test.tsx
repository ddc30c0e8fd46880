import { HttpResponse, http as mswHttp } from 'msw';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { server } from '@mocks/node';
import { createAppStore } from '@/app/store';
import { mockSignIn } from '@/test/mockSignIn';
import { putToStorage, uploadFailed, useUploadFile } from './uploads';
import { readPresigned } from './workspaceApi';

describe('uploads: presigned GET, then PUT (spec sections 5 and 7)', () => {
  it('uploads the file to the presigned URL and gives back its key', async () => {
    mockSignIn('owner@demo.co.il');
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => void calls.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search.replace(/token=\w+/, 'token=…')}`));
    const { store } = createAppStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useUploadFile(), { wrapper });
    let reply: Awaited<ReturnType<ReturnType<typeof useUploadFile>>> | undefined;
    await act(async () => {
      reply = await result.current('gilboa-trade', new Blob([new Uint8Array([71, 73, 70])], { type: 'image/gif' }), 'logo');
    });
    server.events.removeAllListeners();
    const objKey = reply && !('error' in reply) ? reply.data.objKey : '';
    expect(objKey).toMatch(/^gilboa-trade\/logo\//);
    expect(calls).toEqual([
      'GET /api/workspace/gilboa-trade/s3/presigned?folder=logo',
      `PUT /api/__upload/${objKey}?token=…`,
    ]);
  });

  it.each([403, 413, 500])('a refused PUT is "Upload failed with status: %d"', async (status) => {
    server.use(mswHttp.put('https://storage.example/*', () => new HttpResponse(null, { status })));
    await expect(putToStorage('https://storage.example/key', new Blob(['x'], { type: 'image/png' }))).rejects.toEqual(uploadFailed(status));
    expect(uploadFailed(status)).toMatchObject({ message: `Upload failed with status: ${status}`, messageKey: 'errors.uploadFailed', messageParams: { status } });
  });

  it('reads the presigned reply tolerantly', () => {
    expect(readPresigned({ putUrl: 'p', objKey: 'k', getUrl: 'g' })).toEqual({ putUrl: 'p', objKey: 'k', url: 'g' });
    expect(readPresigned({ data: { url: 'p', key: 'k' } })).toEqual({ putUrl: 'p', objKey: 'k', url: undefined });
    expect(() => readPresigned(null)).toThrow(expect.objectContaining({ messageKey: 'errors.malformedReply' }));
    expect(() => readPresigned({ putUrl: 'p' })).toThrow(expect.objectContaining({ messageParams: { call: 'GET /api/workspace/{ws}/s3/presigned', field: 'objKey' } }));
  });
});
