// The credit payment readers (GET /api/payment/prices, POST /api/payment/{id},
// POST /api/payment/order/done): docs/backend-contract.md, "Payment (credits)".
import { readOrderDone, readPaymentStart, readPrices } from './paymentsApi';
import type { CreditPrice } from './types/credits';

const malformed = expect.objectContaining({ messageKey: 'errors.malformedReply' });

describe('readPrices', () => {
  const p100 = { id: 'p100', credits: 100, costPerCheck: '1.00', costPerUnit: '100.00', vat: '18.00', total: '118.00' };
  const p100Read: CreditPrice = { ...p100 };

  it.each<[string, unknown, CreditPrice[]]>([
    ['the mock shape: under prices', { prices: [p100] }, [p100Read]],
    ['a bare list', [p100], [p100Read]],
    ['prices under data', { data: { prices: [p100] } }, [p100Read]],
    ['an extra field (left out)', { prices: [{ ...p100, secret: 'x' }] }, [p100Read]],
  ])('reads %s', (_name, reply, expected) => {
    expect(readPrices(reply)).toEqual(expected);
  });

  it.each<[string, unknown]>([['no list', { message: 'x' }], ['null', null], ['prices as an object', { prices: { p100 } }], ['only packages without their total', { prices: [{ id: 'a', credits: 1 }] }]])(
    'refuses %s: an error with a retry, never an empty price list',
    (_name, reply) => {
      expect(() => readPrices(reply)).toThrow(malformed);
    },
  );

  it('reads the other names: priceId, numberOfCredits as a string, snake_case costs, price, VAT, totalCost', () => {
    expect(readPrices([{ priceId: 3, numberOfCredits: '250', cost_per_check: 0.9, price: '225.00', VAT: '40.50', totalCost: '265.50' }])).toEqual([
      { id: '3', credits: 250, costPerCheck: 0.9, costPerUnit: '225.00', vat: '40.50', total: '265.50' },
    ]);
    expect(readPrices([{ _id: 'x', quantity: 10, pricePerCheck: '1.10', cost_per_unit: '11.00', total_cost: '12.98' }])).toMatchObject([
      { id: 'x', credits: 10, costPerCheck: '1.10', costPerUnit: '11.00', total: '12.98' },
    ]);
  });

  it('keeps the money exactly as sent; a missing part reads 0; a package without its total, or with a total that is no money, is not offered', () => {
    expect(readPrices({ prices: [{ id: 'a', credits: 1, costPerCheck: '0.10', vat: 0.018, total: '0.12' }, { id: 'b', credits: 2 }, { id: 'c', credits: 2, total: 'NaN' }] })).toEqual([
      { id: 'a', credits: 1, costPerCheck: '0.10', costPerUnit: 0, vat: 0.018, total: '0.12' },
    ]);
  });

  it('names a package without an id by its number of credits', () => {
    expect(readPrices({ prices: [{ credits: 500, total: '590.00' }, { id: '', credits: 50, total: 59 }] }).map((p) => p.id)).toEqual(['500', '50']);
  });

  it('drops packages of no credits, unreadable credits and rows that are no object', () => {
    expect(readPrices({ prices: [{ id: 'zero', credits: 0, total: 0 }, { id: 'bad', credits: 'many', total: 1 }, null, 'p1', p100] }).map((p) => p.id)).toEqual(['p100']);
  });
});

describe('readPaymentStart', () => {
  it.each<[string, unknown, ReturnType<typeof readPaymentStart>]>([
    ['the mock shape: url and orderId', { url: 'https://pay.example.co.il/p/abc', orderId: 'ord-1' }, { url: 'https://pay.example.co.il/p/abc', orderId: 'ord-1' }],
    ['under payment, paymentUrl and a numeric order', { payment: { paymentUrl: 'https://pay.example.co.il/p/def', order: 42 } }, { url: 'https://pay.example.co.il/p/def', orderId: '42' }],
    ['redirectUrl and id', { redirectUrl: 'https://pay.example.co.il/r', id: 'o7' }, { url: 'https://pay.example.co.il/r', orderId: 'o7' }],
    ['link', { link: 'https://pay.example.co.il/l' }, { url: 'https://pay.example.co.il/l', orderId: undefined }],
    ['payment_url under data', { data: { payment_url: 'https://pay.example.co.il/s' } }, { url: 'https://pay.example.co.il/s', orderId: undefined }],
    ['an empty url before another', { url: '', paymentUrl: 'https://pay.example.co.il/2' }, { url: 'https://pay.example.co.il/2', orderId: undefined }],
  ])('reads %s', (_name, reply, expected) => {
    expect(readPaymentStart(reply)).toEqual(expected);
  });

  it.each<[string, unknown]>([
    ['a url that is no text', { url: { href: 'https://x' } }],
    ['no url', { orderId: 'o1' }],
  ])('reads %s as no address (the credits screen says so; paymentUrl.ts judges every address)', (_name, reply) => {
    expect(readPaymentStart(reply).url).toBe('');
  });

  it('refuses a reply that is no object', () => {
    expect(() => readPaymentStart(null)).toThrow(malformed);
  });
});

describe('readOrderDone', () => {
  it.each<[string, unknown, ReturnType<typeof readOrderDone>]>([
    ['the mock shape', { receiptNumber: '10021', credits: 100, balance: 220, alreadyConfirmed: false }, { receiptNumber: '10021', credits: 100, balance: 220, alreadyConfirmed: false }],
    ['a repeated confirmation under order, numbers as strings', { order: { receipt: 10021, credits: '100', creditsBalance: '220', alreadyDone: true } },
      { receiptNumber: '10021', credits: 100, balance: 220, alreadyConfirmed: true }],
    ['invoiceNumber and repeated', { invoiceNumber: 'INV-7', repeated: true }, { receiptNumber: 'INV-7', credits: undefined, balance: undefined, alreadyConfirmed: true }],
    ['receipt_number under data', { data: { receipt_number: ' 555 ' } }, { receiptNumber: '555', credits: undefined, balance: undefined, alreadyConfirmed: false }],
    ['a receipt that does not look like one', { receiptNumber: '<b>1</b>' }, { receiptNumber: null, credits: undefined, balance: undefined, alreadyConfirmed: false }],
    ['alreadyConfirmed as the text "true"', { receiptNumber: 'R1', alreadyConfirmed: 'true' }, { receiptNumber: 'R1', credits: undefined, balance: undefined, alreadyConfirmed: true }],
    ['alreadyConfirmed as other text (not true)', { receiptNumber: 'R1', alreadyConfirmed: 'yes' }, { receiptNumber: 'R1', credits: undefined, balance: undefined, alreadyConfirmed: false }],
    ['a balance that is no number (left out)', { receiptNumber: 'R1', balance: 'lots' }, { receiptNumber: 'R1', credits: undefined, balance: undefined, alreadyConfirmed: false }],
  ])('reads %s', (_name, reply, expected) => {
    expect(readOrderDone(reply)).toEqual(expected);
  });

  it('refuses a reply that is no object', () => {
    expect(() => readOrderDone(null)).toThrow(malformed);
    expect(() => readOrderDone('done')).toThrow(malformed);
  });
});
