import { agorotOf, shekelsText, sumAgorot } from './money';
import { addDays, dayOf, ddmmyyyy, isIsoDay } from './dates';
import { amountInWords } from './amountInWords';
import { totpMatches } from './totp';
import { searchCheques } from './chequeSearch';
import { chargeFilter, matchesCharge, transactionFilter } from './listFilters';

describe('amounts at the mock', () => {
  it.each<[unknown, number | null]>([
    ['1250.50', 125050],
    [1250.5, 125050],
    [0.29, 29],
    [0.1 + 0.2, 30],
    ['0.005', 1],
    ['10000000', 1_000_000_000],
    ['-3.10', -310],
    ['1,250', null],
    ['', null],
    [Infinity, null],
    [null, null],
  ])('%s shekels', (value, agorot) => expect(agorotOf(value)).toBe(agorot));

  it('writes agorot as shekels text and adds amounts exactly', () => {
    expect([shekelsText(125050), shekelsText(5), shekelsText(-310)]).toEqual(['1250.50', '0.05', '-3.10']);
    expect(sumAgorot([0.1, '0.2', 'x'])).toBe(30);
  });
});

describe('days at the mock', () => {
  it('reads day/month/year with slash or dash, and ISO days', () => {
    expect([dayOf('5/3/2026'), dayOf('05-03-2026'), dayOf('31/02/2026'), dayOf('5/3-2026'), dayOf('2026-03-05T10:00:00Z'), dayOf('2026-02-30')]).toEqual(['2026-03-05', '2026-03-05', null, null, '2026-03-05', null]);
  });
  it('counts days and writes day-month-year', () => {
    expect([addDays('2026-02-27', 2), addDays('2026-01-01', -1)]).toEqual(['2026-03-01', '2025-12-31']);
    expect([isIsoDay('2026-02-28'), isIsoDay('2026-02-29')]).toEqual([true, false]);
    expect([ddmmyyyy('2026-03-05'), ddmmyyyy(undefined)]).toEqual(['05-03-2026', '']);
  });
});

describe('amounts in words on a drawn cheque', () => {
  it.each<[number, string]>([
    [0, 'אפס שקלים'],
    [100, 'שקל אחד'],
    [200, 'שני שקלים'],
    [1, 'אגורה אחת'],
    [2, 'שתי אגורות'],
    [123450, 'אלף מאתיים שלושים וארבעה שקלים וחמישים אגורות'],
    [2_000_000, 'עשרים אלף שקלים'],
    [23_400_000, 'מאתיים שלושים וארבעה אלף שקלים'],
    [1_000_000_000, 'עשרה מיליון שקלים'],
    [300_001_100, 'שלושה מיליון ואחד עשר שקלים'],
  ])('%i agorot', (agorot, words) => expect(amountInWords(agorot)).toBe(words));
});

describe('authenticator codes', () => {
  // RFC 6238's SHA-1 test vector: the secret "12345678901234567890" at 59 seconds is 94287082 (…287082 in six digits).
  const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  it('accepts the code of now and of one step either side, nothing else', async () => {
    expect(await totpMatches(SECRET, '287082', 59_000)).toBe(true);
    expect(await totpMatches(SECRET, '287082', 59_000 + 30_000)).toBe(true);
    expect(await totpMatches(SECRET, '287082', 59_000 + 90_000)).toBe(false);
    expect(await totpMatches(SECRET, '28708', 59_000)).toBe(false);
    expect(await totpMatches('', '287082', 59_000)).toBe(false);
  });
});

describe('list queries', () => {
  const cheques = [
    { checkNumber: '1', amount: 100, status: 'NEW', checkDate: '2026-03-01', createdAt: '2026-01-01', payee: 'דנה' },
    { checkNumber: '2', amount: '50.5', status: 'RECEIVED_DEPOSIT', checkDate: '2026-04-01', createdAt: '2026-01-02', payee: 'יוסי' },
    { checkNumber: '3', amount: 70, status: 'AWAITING_DELIVERY', checkDate: '2026-05-01', createdAt: '2026-01-03' },
    { checkNumber: '4', amount: 90, status: 'DELETED', isDeleted: true, createdAt: '2026-01-04' },
  ];
  const numbers = (query: string) => searchCheques(cheques, new URLSearchParams(query)).map((c) => c.checkNumber);
  it.each<[string, string[]]>([
    ['', ['3', '2', '1']],
    ['box=inbox', ['1']],
    ['box=sent', ['3']],
    ['box=archive', ['4', '2']],
    ['status=ALL_DONE', ['2']],
    ['status=NEW', ['1']],
    ['from=2026-03-15&to=2026-04-30', ['2']],
    ['q=50.50', ['2']],
    ['q=דנה', ['1']],
    ['sort=amount&order=asc', ['2', '3', '1']],
    ['sort=payee&order=asc', ['1', '2', '3']],
  ])('cheques %s', (query, expected) => expect(numbers(query)).toEqual(expected));

  it('filters transactions and charges', () => {
    const match = transactionFilter({ status: 'DONE', from: '2026-03-01', q: 'dana' });
    expect(match({ status: 'DONE', createdAt: '2026-03-02T10:00:00Z', fromName: 'Dana' })).toBe(true);
    expect(match({ status: 'DONE', createdAt: '2026-02-28T10:00:00Z', fromName: 'Dana' })).toBe(false);
    expect(transactionFilter(new URLSearchParams('status=all'))({ status: 'NEW' })).toBe(true);
    expect(transactionFilter({ status: 'SOMETHING' })({ status: 'NEW' })).toBe(true);
    const charges = chargeFilter(new URLSearchParams('type=in&to=2026-03-01&from=nope'));
    expect(charges).toEqual({ type: 'IN', from: '', to: '2026-03-01' });
    expect([matchesCharge({ actionType: 'IN', date: '2026-03-01T23:00:00Z' }, charges), matchesCharge({ actionType: 'OUT', date: '2026-02-01' }, charges)]).toEqual([true, false]);
  });
});
