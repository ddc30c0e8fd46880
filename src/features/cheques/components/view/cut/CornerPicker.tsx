import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CropCorners } from '@/api/types/chequeImage';
import { arrowStep, CORNER_NAMES, nudgeCorner, placeCorner, type CornerName, type Frame } from './corners';

interface Props {
  src: string;
  alt: string;
  frame: Frame | null;
  corners: CropCorners | null;
  /** The corners the user has placed; the others are shown as still to be placed. */
  placed?: readonly CornerName[];
  onFrame: (frame: Frame) => void;
  onChange: (corners: CropCorners, moved: CornerName) => void;
}

/**
 * Spec section 5: cropping requires choosing four corners of the cheque. Each corner is a button
 * dragged with a pointer or nudged with the arrow keys; positions are pixels of the picture itself.
 */
export function CornerPicker({ src, alt, frame, corners, placed = [], onFrame, onChange }: Props) {
  const { t } = useTranslation('chequeMedia');
  const box = useRef<HTMLDivElement>(null);
  const dragging = useRef<CornerName | null>(null);
  const hintId = useId();

  const onPointerDown = (name: CornerName) => (e: PointerEvent<HTMLButtonElement>) => {
    dragging.current = name;
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (name: CornerName) => (e: PointerEvent<HTMLButtonElement>) => {
    const rect = box.current?.getBoundingClientRect();
    if (dragging.current !== name || !rect || !frame || !corners || !rect.width || !rect.height) return;
    const point = { x: ((e.clientX - rect.left) / rect.width) * frame.width, y: ((e.clientY - rect.top) / rect.height) * frame.height };
    onChange(placeCorner(corners, name, point, frame), name);
  };
  const onPointerUp = (e: PointerEvent<HTMLButtonElement>) => {
    dragging.current = null;
    e.currentTarget.releasePointerCapture?.(e.pointerId);
  };
  const onKeyDown = (name: CornerName) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = arrowStep(e.key, e.shiftKey);
    if (!step || !frame || !corners) return;
    e.preventDefault();
    onChange(nudgeCorner(corners, name, step.dx, step.dy, frame), name);
  };

  return (
    <div>
      {/* Positions are physical left/top on the picture, whatever the page direction. */}
      <div ref={box} dir="ltr" className="corner-picker position-relative border rounded bg-body-tertiary" style={{ touchAction: 'none', userSelect: 'none' }}>
        <img
          src={src}
          alt={alt}
          draggable={false}
          className="d-block w-100 h-auto"
          onLoad={(e) => {
            const img = e.currentTarget;
            if (img.naturalWidth && img.naturalHeight) onFrame({ width: img.naturalWidth, height: img.naturalHeight });
          }}
        />
        {frame && corners && (
          <>
            <svg className="position-absolute top-0 start-0 w-100 h-100" viewBox={`0 0 ${frame.width} ${frame.height}`} preserveAspectRatio="none" aria-hidden="true" style={{ pointerEvents: 'none' }}>
              <polygon
                points={CORNER_NAMES.map((n) => `${corners[n].x},${corners[n].y}`).join(' ')}
                fill="rgba(50, 31, 219, 0.12)"
                stroke="#321fdb"
                strokeWidth={2}
                vectorEffect="non-scaling-stroke"
              />
            </svg>
            {CORNER_NAMES.map((name) => (
              <button
                key={name}
                type="button"
                className={`corner-handle btn btn-light border border-2 rounded-circle p-0 position-absolute shadow-sm ${placed.includes(name) ? 'border-primary' : 'border-warning'}`}
                aria-label={t(`cut.corners.${name}`)}
                aria-describedby={hintId}
                title={`${t(`cut.corners.${name}`)} (${corners[name].x}, ${corners[name].y})`}
                data-x={corners[name].x}
                data-y={corners[name].y}
                data-placed={placed.includes(name)}
                style={{
                  left: `${(corners[name].x / frame.width) * 100}%`,
                  top: `${(corners[name].y / frame.height) * 100}%`,
                  width: 32,
                  height: 32,
                  transform: 'translate(-50%, -50%)',
                  cursor: 'grab',
                  touchAction: 'none',
                }}
                onPointerDown={onPointerDown(name)}
                onPointerMove={onPointerMove(name)}
                onPointerUp={onPointerUp}
                onPointerCancel={onPointerUp}
                onKeyDown={onKeyDown(name)}
              />
            ))}
          </>
        )}
      </div>
      <p id={hintId} className="small text-body-secondary mt-2 mb-0">
        {t('cut.hint')}
      </p>
    </div>
  );
}
