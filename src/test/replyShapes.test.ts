import { JSON_SHAPES } from './replyShapes';

// What each shape makes of one reply: the screens' shape tests rely on these being what they say.
const reply = { checks: [{ id: 'c1', amount: 1500, payee: { name: 'דנה כהן' }, tags: ['t1'] }], total: 1 };

describe('the reply shapes', () => {
  it.each<[keyof typeof JSON_SHAPES, unknown]>([
    ['{}', {}],
    ['null', null],
    ['a list for an object', { checks: [[{ id: 'c1', amount: 1500, payee: [{ name: 'דנה כהן' }], tags: ['t1'] }]], total: 1 }],
    ['an object for a list', { checks: { 0: { id: 'c1', amount: 1500, payee: { name: 'דנה כהן' }, tags: { 0: 't1' } } }, total: 1 }],
    ['null inside lists', { checks: [null, { id: 'c1', amount: 1500, payee: { name: 'דנה כהן' }, tags: [null, 't1', null] }, null], total: 1 }],
    ['strings for numbers', { checks: [{ id: 'c1', amount: '1500', payee: { name: 'דנה כהן' }, tags: ['t1'] }], total: '1' }],
    ['objects for text', { checks: [{ id: 'c1', amount: 1500, payee: { name: { value: 'דנה כהן', lang: 'he' } }, tags: ['t1'] }], total: 1 }],
  ])('%s', (shape, expected) => {
    expect(JSON_SHAPES[shape](reply)).toEqual(expected);
  });
});
