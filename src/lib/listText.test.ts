import { listText } from './listText';

describe('listText', () => {
  it.each([
    [['שם המוטב', 'סכום'], 'he', 'שם המוטב, סכום'],
    [['Payee name', 'Amount'], 'en', 'Payee name, Amount'],
    [['اسم المستفيد', 'المبلغ'], 'ar', 'اسم المستفيد، المبلغ'],
    [['اسم المستفيد', 'تاريخ الاستحقاق', 'المبلغ'], 'ar-IL', 'اسم المستفيد، تاريخ الاستحقاق، المبلغ'],
    [['אחד'], 'ar', 'אחד'],
    [[], 'he', ''],
  ])('%j in %s -> %j', (items, language, expected) => {
    expect(listText(items, language)).toBe(expected);
  });
});
