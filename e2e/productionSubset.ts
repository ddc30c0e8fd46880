// The journeys that run against nginx (playwright.prod.config.ts): the public pages (payer,
// signer), the shell, logo uploads under the CSP and the server's own checks. `npm test` runs them
// there only, and the rest against `vite preview` (E2E_EXCEPT_PRODUCTION=1): each journey once.
export const productionSubset = [
  'foundation.spec.ts',
  'signing.spec.ts',
  'terminal.spec.ts',
  'terminals-staff.spec.ts',
  'public-pages.spec.ts',
  'production-build.spec.ts',
];
