import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';

/** A 1x1 PNG: the "cut" picture the scanner sends back, told apart from the photo that was sent. */
export const CUT_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/**
 * Cut-and-detect answered with a known tiny picture (and what it read), so that a test can tell the
 * cut picture from the photo the payer sent.
 */
export function serveCutAndDetect(server: SetupServer, reply: Record<string, unknown> = { base64: CUT_PNG }) {
  server.use(http.post('/api/check/images/cut-and-detect', () => HttpResponse.json(reply)));
}

export function photo(name = 'cheque.jpg'): File {
  return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], name, { type: 'image/jpeg' });
}

export async function takePhoto(user: UserEvent, label: RegExp): Promise<void> {
  await user.upload(await screen.findByLabelText(label), photo());
}

/**
 * What the payer page loads after its first screen (a photo's work, the review, the sending, the
 * result), loaded once per test file so no test is timed against the first import.
 */
export function preloadTerminalChunks(): Promise<unknown> {
  return Promise.all([
    import('@/features/payerLink/scan/photoWork'),
    import('@/features/payerLink/components/ChequeReview'),
    import('@/features/payerLink/scan/scanSending'),
    import('@/features/payerLink/components/ScanResultPanel'),
    import('@/features/payerLink/components/ScannedChequeList'),
    import('@/features/payerLink/rules/amountAndDate'),
    import('@/i18n/i18n').then(({ i18n }) => i18n.loadNamespaces(['terminalSending', 'capture'])),
  ]);
}
