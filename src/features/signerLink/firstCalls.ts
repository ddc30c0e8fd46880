import { signLinkCalls } from '@/api/signLinkCalls';
import { startCall } from '@/api/useCall';
import { paths } from '@/config/paths';
import { pathParams } from '@/lib/pathParams';
import { inTasks } from '@/lib/yieldToMain';

/**
 * The signer's page's first reads (the link's cheques and their pictures), started by main.tsx
 * while the page's code is still on its way (a phone on mobile data: the replies and the code
 * come together); SignChequesPage takes these replies.
 * Each is sent in a task of its own (the first call through axios is the longer part of the
 * start-up's JS on a phone). Settles once both are in.
 */
export function startSignLinkCalls(pathname: string): Promise<unknown> {
  const hash = pathParams(paths.signCheques, pathname)?.hash;
  if (!hash) return Promise.resolve();
  return inTasks([() => startCall(signLinkCalls.getSignLink, hash), () => startCall(signLinkCalls.getSignLinkImages, hash)]);
}
