import type { TFunction } from 'i18next';
import { i18n } from '@/i18n/i18n';
import { rememberTexts } from './rememberTexts';

type Call = [ns: string, key: string, options?: Record<string, unknown>];

// A list row's calls, and some that must go to i18next as they are.
const CALLS: Call[] = [
  ['chequeLists', 'row.open', { number: '1024' }],
  ['chequeLists', 'row.open', { number: '12-05-2026' }],
  ['chequeLists', 'selection.one', { number: '77', payee: 'משה לוי' }],
  ['chequeLists', 'selection.one', { number: 31, payee: '' }],
  ['chequeLists', 'table.label', { count: 3 }],
  ['chequeLists', 'columns.payee'],
  ['staff', 'status.NEW', { defaultValue: 'x' }],
  ['staff', 'status.NO_SUCH', { defaultValue: 'unknown status' }],
  ['staff', 'stage.toHandle'],
  ['staff', 'nextAction.rowLabel', { action: 'Sign', number: '555' }],
  ['staff', 'no.such.key'],
];

describe('rememberTexts: the same texts as t, asked of i18next once each', () => {
  beforeAll(async () => {
    await i18n.loadLanguages(['en', 'ar']);
    await i18n.loadNamespaces(['chequeLists', 'staff']);
  });

  it.each(['he', 'en', 'ar'])('in %s, each call gives what t gives', (language) => {
    for (const [ns, key, options] of CALLS) {
      const t = i18n.getFixedT(language, ns) as unknown as TFunction<never>;
      const call = (f: TFunction<never>) => (f as unknown as (k: string, o?: object) => string)(key, options);
      const remembered = rememberTexts(t, language);
      expect([key, call(remembered), call(remembered)]).toEqual([key, call(t), call(t)]);
    }
  });

  it('asks i18next once for a text whatever the values put in it, again for a plural', () => {
    const t = vi.fn(i18n.getFixedT('ar', 'chequeLists') as unknown as (k: string, o?: object) => string);
    const remembered = rememberTexts(t as unknown as TFunction<never>, 'ar') as unknown as (k: string, o?: object) => string;
    expect(remembered('row.open', { number: '5' })).toBe('فتح الشيك 5');
    // A dated cheque number is isolated in Arabic, as the app's formatter does it.
    expect(remembered('row.open', { number: '12-05-2026' })).toBe(i18n.getFixedT('ar', 'chequeLists')('row.open', { number: '12-05-2026' }));
    remembered('columns.payee');
    remembered('columns.payee');
    expect(t).toHaveBeenCalledTimes(2);
    remembered('table.label', { count: 2 });
    remembered('table.label', { count: 2 });
    expect(t).toHaveBeenCalledTimes(4);
  });
});
