import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query';

// RTK Query's side of the pictures (imageReply.ts reads them): kept apart so that the pages opened
// from a link, which read pictures without RTK Query, do not load it.

const revoke = (url: string | undefined) => {
  if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
};

type Dispatch = (action: never) => unknown;
interface QueryLifecycle {
  dispatch: Dispatch;
  queryFulfilled: Promise<{ data: string }>;
  getCacheEntry: () => { data?: unknown };
}

/**
 * For a picture query: its cache entry goes as soon as no component shows the picture
 * (`keepUnusedDataFor: 0`) and the entry's object URL is revoked then; a refetched picture revokes
 * the one it replaces. No object URL outlives its picture on the screen.
 */
export function pictureCache(endpointName: string) {
  // Per store (its dispatch) and cache key: the URL the entry holds now.
  const shownByStore = new WeakMap<Dispatch, Map<string, string>>();
  const shown = (dispatch: Dispatch) => {
    let map = shownByStore.get(dispatch);
    if (!map) shownByStore.set(dispatch, (map = new Map()));
    return map;
  };
  const keyOf = (queryArgs: unknown) => defaultSerializeQueryArgs({ queryArgs, endpointName, endpointDefinition: {} as never });
  return {
    keepUnusedDataFor: 0,
    async onQueryStarted(arg: unknown, { dispatch, queryFulfilled, getCacheEntry }: QueryLifecycle) {
      let data: string;
      try {
        ({ data } = await queryFulfilled);
      } catch {
        return;
      }
      // The entry went while the picture was on its way: nobody will show it.
      if (getCacheEntry().data !== data) return revoke(data);
      const urls = shown(dispatch);
      const previous = urls.get(keyOf(arg));
      urls.set(keyOf(arg), data);
      if (previous !== data) revoke(previous);
    },
    async onCacheEntryAdded(arg: unknown, { dispatch, cacheEntryRemoved }: { dispatch: Dispatch; cacheEntryRemoved: Promise<void> }) {
      await cacheEntryRemoved;
      const urls = shown(dispatch);
      revoke(urls.get(keyOf(arg)));
      urls.delete(keyOf(arg));
    },
  };
}
