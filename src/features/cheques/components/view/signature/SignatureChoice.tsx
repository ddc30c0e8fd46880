import { useId } from 'react';
import type { Signature } from '@/api/types/signature';
import { safeAddress } from '@/lib/safeUrl';
import { NO_IMAGE } from '@/api/imageReply';

interface Props {
  legend: string;
  name: string;
  options: Signature[];
  value: string;
  emptyText: string;
  onChange: (signaturePath: string, name: string) => void;
}

/** One of the workspace's signatures or stamps, chosen by its picture and name. */
export function SignatureChoice({ legend, name, options, value, emptyText, onChange }: Props) {
  const id = useId();
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1 float-none">{legend}</legend>
      {!options.length && <p className="text-body-secondary small mb-0">{emptyText}</p>}
      <div className="d-flex flex-wrap gap-2">
        {options.map((s, i) => (
          <label
            key={s.name}
            htmlFor={`${id}-${i}`}
            className={`signature-tile d-flex flex-column align-items-center border rounded p-2 ${value === s.signaturePath ? 'border-primary border-2 bg-primary-subtle' : ''}`}
            style={{ width: 150, cursor: 'pointer' }}
          >
            <input
              id={`${id}-${i}`}
              type="radio"
              className="form-check-input mb-1"
              name={name}
              checked={value === s.signaturePath}
              onChange={() => onChange(s.signaturePath, s.name)}
            />
            <img src={safeAddress(s.signaturePath, 'image') ?? NO_IMAGE} alt="" className="mw-100 bg-white rounded" style={{ height: 48, objectFit: 'contain' }} />
            <span className="small text-center text-truncate mw-100">{s.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
