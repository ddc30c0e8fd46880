import { useEffect } from 'react';
import { env } from '@/config/env';
import { trustedRecaptchaUrl } from '@/lib/trustedTypes';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/** Adds Google's script once; only called when a site key is configured (the demo has none). */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    // A TrustedScriptURL: the production CSP requires Trusted Types for scripts (deploy/nginx.conf).
    script.src = trustedRecaptchaUrl(siteKey);
    script.async = true;
    script.onload = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('recaptcha')));
    script.onerror = () => {
      loading = null;
      reject(new Error('recaptcha'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * A reCAPTCHA v3 token for `action`, or undefined when no site key is set. A failed challenge gives
 * an empty token: the backend then answers "Invalid RECAPTCHA", which the form shows.
 */
export async function recaptchaToken(siteKey: string, action: string): Promise<string | undefined> {
  if (!siteKey) return undefined;
  try {
    const g = await loadRecaptcha(siteKey);
    return await new Promise<string>((resolve, reject) => g.ready(() => void g.execute(siteKey, { action }).then(resolve, reject)));
  } catch {
    return '';
  }
}

/** Preloads the script on screens that will ask for a token, so the submit is not slowed down. */
export function useRecaptcha(action: string, siteKey: string = env.recaptchaSiteKey) {
  useEffect(() => {
    if (siteKey) loadRecaptcha(siteKey).catch(() => undefined);
  }, [siteKey]);
  return () => recaptchaToken(siteKey, action);
}
