import { useMemo } from 'react';
import { correction, generate } from 'lean-qr/nano';
import { toSvgPath } from 'lean-qr/extras/svg';

/** The quiet zone the QR standard asks for around the code, in modules. */
const QUIET_ZONE = 4;

export interface QrCodeProps {
  /** What the code holds: a link, an otpauth:// URI... (at most about 2,300 bytes). */
  value: string;
  /** What a screen reader says, e.g. "QR code of the link to this page" (required: the code is an image). */
  label: string;
  /** Width and height in CSS pixels (default 192). */
  size?: number;
  className?: string;
}

/** The modules of the code as one SVG path, or null when the value cannot be encoded (too long). */
export function qrPath(value: string): { path: string; modules: number } | null {
  if (!value) return null;
  try {
    // Level M (15 % of the code may be lost): a phone on a screen with glare still reads it.
    const code = generate(value, { minCorrectionLevel: correction.M });
    return { path: toSvgPath(code), modules: code.size };
  } catch {
    return null;
  }
}

/**
 * A QR code as an inline SVG (no data: URL, no canvas: nothing for a content security policy to
 * refuse), dark on white with its quiet zone so it scans on a dark theme too. Renders nothing when
 * the value is empty or too long to encode.
 */
export function QrCode({ value, label, size = 192, className }: QrCodeProps) {
  const code = useMemo(() => qrPath(value), [value]);
  if (!code) return null;
  const side = code.modules + 2 * QUIET_ZONE;
  return (
    <svg
      className={className ? `qr-code ${className}` : 'qr-code'}
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      data-value={value}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  );
}
