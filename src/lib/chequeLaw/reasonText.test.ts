import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en/chequeLaw.json';
import he from '@/i18n/locales/he/chequeLaw.json';
import { DEPOSIT_BLOCKS } from './depositEligibility';
import { blockText, warningText } from './reasonText';

describe('blockText', () => {
  it('has a Hebrew and an English text for every block code', () => {
    for (const code of DEPOSIT_BLOCKS) {
      expect(he.blocks, code).toHaveProperty(code);
      expect(en.blocks, code).toHaveProperty(code);
    }
  });

  it.each([
    [{ code: 'overSafeCap', limitAgorot: 4_999_999 }, 'en', { limit: '₪49,999.99' }],
    [{ code: 'overMaxAmount' }, 'en', { limit: '₪10,000,000.00' }],
    [{ code: 'needsApproval' }, 'en', { approval: '₪50,000.00' }],
    [{ code: 'stale', day: '2026-09-29' }, 'he', { day: '29-09-2026' }],
    [{ code: 'overDailyLimit', limitAgorot: 40_000_000, day: '2026-11-29' }, 'en', { limit: '₪400,000.00', day: '29-11-2026' }],
    [{ code: 'noAccount' }, 'he', {}],
  ] as const)('%j in %s -> %j', (block, language, params) => {
    expect(blockText(block, language)).toEqual({ key: `chequeLaw:blocks.${block.code}`, params });
  });
});

describe('warningText', () => {
  it.each([
    [{ code: 'staleSoon', day: '2026-12-27', days: 30 }, { key: 'chequeLaw:warnings.staleSoon', params: { day: '27-12-2026', count: 30 } }],
    [{ code: 'staleSoon', day: '2026-11-27', days: 0 }, { key: 'chequeLaw:warnings.staleToday', params: {} }],
    [{ code: 'movedToBusinessDay', day: '2026-11-29' }, { key: 'chequeLaw:warnings.movedToBusinessDay', params: { day: '29-11-2026' } }],
  ] as const)('%j -> %j', (warning, text) => {
    expect(warningText(warning)).toEqual(text);
  });
});
