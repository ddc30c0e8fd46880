import { render, screen } from '@testing-library/react';
import { QrCode, qrPath } from './QrCode';

describe('QrCode', () => {
  it('is an image named by its label, holding the value', () => {
    render(<QrCode value="https://pay.example.co.il/terminal/gilboa" label="QR code of this page's link" size={160} />);
    const code = screen.getByRole('img', { name: "QR code of this page's link" });
    expect(code.tagName.toLowerCase()).toBe('svg');
    expect(code).toHaveAttribute('width', '160');
    expect(code).toHaveAttribute('data-value', 'https://pay.example.co.il/terminal/gilboa');
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
  });

  it('keeps a quiet zone of 4 modules around a version-sized code', () => {
    const code = qrPath('https://pay.example.co.il/terminal/gilboa')!;
    // Versions are 21, 25, 29 ... modules wide.
    expect((code.modules - 17) % 4).toBe(0);
    render(<QrCode value="https://pay.example.co.il/terminal/gilboa" label="code" />);
    expect(screen.getByRole('img', { name: 'code' })).toHaveAttribute('viewBox', `-4 -4 ${code.modules + 8} ${code.modules + 8}`);
  });

  it('draws different codes for different values, the same code for the same value', () => {
    expect(qrPath('otpauth://totp/ChequeSpace:dana?secret=JBSWY3DPEHPK3PXP')!.path).toBe(
      qrPath('otpauth://totp/ChequeSpace:dana?secret=JBSWY3DPEHPK3PXP')!.path,
    );
    expect(qrPath('https://a.example/1')!.path).not.toBe(qrPath('https://a.example/2')!.path);
  });

  it('encodes Hebrew text too', () => {
    expect(qrPath('https://pay.example.co.il/?name=שלום')).not.toBeNull();
  });

  it('renders nothing for an empty or an impossibly long value', () => {
    const { container } = render(
      <>
        <QrCode value="" label="empty" />
        <QrCode value={'x'.repeat(5000)} label="too long" />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
