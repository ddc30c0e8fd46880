// What happens to a photo from the file input, loaded when the payer reaches for it (never with the
// first screen): the quality checks of the live camera, then the picture to send.
import type { GuidanceKey, GuidanceProblem } from '@/lib/capture';
import { i18n } from '@/i18n/i18n';
import { downscalePhoto } from './downscalePhoto';

export type PreparedPhoto = { retry: GuidanceKey; lastTry: boolean } | { image: string; warning?: GuidanceProblem[] };

// The checks are their own chunk: where it cannot load, the photo goes as it was taken.
const loadChecks = () =>
  Promise.all([import('@/components/capture/checkPhoto'), i18n.loadNamespaces('capture')]).then(
    ([checks]) => checks,
    () => null,
  );

/** Starts loading the checks (on the press that opens the photo picker). */
export function preloadChecks(): void {
  void loadChecks();
}

/**
 * The photo through the checks: refused with one piece of advice before the third attempt,
 * accepted with a warning from it on; cut to the cheque when its corners were found.
 */
export async function preparePhoto(file: File, side: 'front' | 'rear', attempt: number): Promise<PreparedPhoto> {
  const checks = await loadChecks();
  const checked = checks ? await checks.checkPhoto(file, side) : null;
  if (!checked) return { image: await downscalePhoto(file) };
  try {
    const decision = checks!.decideCapture(attempt, checked.assessment);
    if (decision === 'retry') return { retry: checked.assessment.key, lastTry: attempt + 1 >= checks!.CAPTURE_THRESHOLDS.acceptOnAttempt };
    return { image: checked.still(), warning: decision === 'acceptWithWarning' ? checked.assessment.problems : undefined };
  } finally {
    checked.close();
  }
}
