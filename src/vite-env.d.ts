/// <reference types="vite/client" />
declare const __API_MOCK__: boolean;
interface ImportMetaEnv {
  readonly VITE_API_MOCK?: string;
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  readonly VITE_MOCK_LATENCY_MS?: string;
  readonly VITE_GOV_LOOKUP_URL?: string;
  readonly VITE_API_TIMEOUT_MS?: string;
  readonly VITE_ACCESSIBILITY_CONTACT_NAME?: string;
  readonly VITE_ACCESSIBILITY_EMAIL?: string;
  readonly VITE_ACCESSIBILITY_PHONE?: string;
  readonly VITE_ACCESSIBILITY_REVIEWED_ON?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
