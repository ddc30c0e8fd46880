import { describe, expect, it } from 'vitest';
import { israeliMobileInternational, mailtoLink, payerMessage, whatsAppLink } from './contactLinks';

describe('israeliMobileInternational', () => {
  it.each([
    ['0521234567', '972521234567'],
    ['052-123-4567', '972521234567'],
    ['+972521234567', '972521234567'],
    ['00972521234567', '972521234567'],
    [' 054.765.4321 ', '972547654321'],
    ['0312345678', null],
    ['031234567', null],
    ['052123456', null],
    ['+14155550123', null],
    ['+9725212345678', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (phone, number) => expect(israeliMobileInternational(phone)).toBe(number));
});

describe('whatsAppLink', () => {
  it('is wa.me with the international number and the encoded message', () => {
    expect(whatsAppLink('052-123-4567', 'שלום & תודה?')).toBe(`https://wa.me/972521234567?text=${encodeURIComponent('שלום & תודה?')}`);
  });
  it('is null without an Israeli mobile number', () => {
    expect(whatsAppLink('0312345678', 'x')).toBeNull();
    expect(whatsAppLink(undefined, 'x')).toBeNull();
  });
});

describe('mailtoLink / payerMessage', () => {
  it('encodes the subject and body', () => {
    expect(mailtoLink('a b', 'c&d')).toBe('mailto:?subject=a%20b&body=c%26d');
  });
  it('fills the message, naming an unknown payer', () => {
    const t = (key: string, p: Record<string, string>) => (key.endsWith('payerUnknown') ? key : `${key}|${p.payer}|${p.amount}`);
    const facts = { payer: '', checkNumber: '1', amount: '₪1.00', dueDay: '01/11/2026', returnDay: '02/11/2026', reason: 'r', business: 'b' };
    expect(payerMessage(t, facts)).toEqual({ subject: 'returns:message.subject|returns:message.payerUnknown|₪1.00', body: 'returns:message.body|returns:message.payerUnknown|₪1.00' });
  });
});
