// Fields a backend might add to its user one day: none may reach the browser's storage.
export const FOREIGN_USER_FIELDS = {
  jwt: 'JWT-1',
  authorization: 'Bearer AUTH-1',
  refresh: 'REFRESH-1',
  pin: 'PIN-1',
  cvv: 'CVV-1',
  creditCard: '4580-CARD-1',
  bankAccountNumber: 'BANK-ACCOUNT-1',
  password: 'PASSWORD-1',
  idNumber: 'ID-NUMBER-1',
};
