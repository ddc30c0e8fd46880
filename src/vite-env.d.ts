/// <reference types="vite/client" />
declare const __API_MOCK__: boolean;
interface ImportMetaEnv {
  readonly VITE_API_MOCK?: string;
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  readonly VITE_MOCK_LATENCY_MS?: string;
  readonly VITE_GOV_LOOKUP_URL?: string;
  readonly VITE_API_TIMEOUT_MS?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
