import { recaptchaToken } from './recaptcha';

describe('recaptchaToken', () => {
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((s) => s.remove());
    delete window.grecaptcha;
  });

  it('gives no token and loads nothing without a site key', async () => {
    await expect(recaptchaToken('', 'login')).resolves.toBeUndefined();
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
  });

  it("loads Google's script with the key and returns the token of the action", async () => {
    const pending = recaptchaToken('site-key-1', 'login');
    const script = document.querySelector<HTMLScriptElement>('script[src*="recaptcha"]')!;
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key-1&trustedtypes=true');
    const execute = vi.fn().mockResolvedValue('token-xyz');
    window.grecaptcha = { ready: (cb) => cb(), execute };
    script.onload!(new Event('load'));
    await expect(pending).resolves.toBe('token-xyz');
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'login' });
  });
});
