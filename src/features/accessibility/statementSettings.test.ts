import { DEMO_STATEMENT, statementSettings, telHref } from './statementSettings';

describe("the accessibility statement's settings", () => {
  it('are the demo values when nothing is set (or only blanks)', () => {
    expect(statementSettings({})).toEqual(DEMO_STATEMENT);
    expect(statementSettings({ VITE_ACCESSIBILITY_EMAIL: '  ', VITE_ACCESSIBILITY_PHONE: '', VITE_ACCESSIBILITY_REVIEWED_ON: ' ' })).toEqual(DEMO_STATEMENT);
  });

  it('take what the deployment sets, trimmed', () => {
    expect(
      statementSettings({
        VITE_ACCESSIBILITY_CONTACT_NAME: ' Noa Cohen ',
        VITE_ACCESSIBILITY_EMAIL: 'access@gilboa.co.il',
        VITE_ACCESSIBILITY_PHONE: '+972 3-555-0199',
        VITE_ACCESSIBILITY_REVIEWED_ON: '2027-01-31',
      }),
    ).toEqual({ contactName: 'Noa Cohen', email: 'access@gilboa.co.il', phone: '+972 3-555-0199', reviewedOn: '2027-01-31' });
  });

  it.each([
    ['access@gilboa.co.il', 'access@gilboa.co.il'],
    ['a@b.il', 'a@b.il'],
    ['access@gilboa', ''],
    ['access gilboa@co.il', ''],
    ['mailto:access@gilboa.co.il', ''],
    ['<a@b.il>', ''],
    ['@gilboa.co.il', ''],
  ])('e-mail %j -> %j', (email, expected) => {
    expect(statementSettings({ VITE_ACCESSIBILITY_EMAIL: email }).email).toBe(expected);
  });

  it.each([
    ['03-555-0100', '03-555-0100'],
    ['*2580', '*2580'],
    ['*25', ''],
    ['1-800-20-20-20', '1-800-20-20-20'],
    ['+972 3 5550100', '+972 3 5550100'],
    ['12345', ''],
    ['call us', ''],
    ['03-555-0100 ext 4', ''],
  ])('phone %j -> %j', (phone, expected) => {
    expect(statementSettings({ VITE_ACCESSIBILITY_PHONE: phone }).phone).toBe(expected);
  });

  it.each([
    ['2027-01-31', '2027-01-31'],
    ['2027-02-29', DEMO_STATEMENT.reviewedOn],
    ['31-01-2027', DEMO_STATEMENT.reviewedOn],
    ['2027-1-31', DEMO_STATEMENT.reviewedOn],
  ])('review day %j -> %j', (day, expected) => {
    expect(statementSettings({ VITE_ACCESSIBILITY_REVIEWED_ON: day }).reviewedOn).toBe(expected);
  });

  it.each([
    ['03-555-0100', 'tel:035550100'],
    ['+972 3-555-0199', 'tel:+97235550199'],
    ['*2580', 'tel:*2580'],
  ])('%s is dialled as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
