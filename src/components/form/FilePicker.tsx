import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useObjectUrl } from '@/hooks/useObjectUrl';
import { useTranslation } from 'react-i18next';
import '@/styles/parts/filePicker.scss';

interface Props {
  /** The field's visible label; also the file input's accessible name. */
  label: string;
  /** Accepted types for the browser's chooser, e.g. 'image/jpeg,image/png' or '.pem'. */
  accept: string;
  /** The chosen file (the input is cleared after each choice, so the same file can be chosen again). */
  onFile: (file: File) => void;
  id?: string;
  /** The button's text; "Choose file" in the page's language when missing. */
  buttonLabel?: string;
  /** Opens the camera on a phone ('environment' = the back camera). */
  capture?: 'environment' | 'user';
  disabled?: boolean;
  /** Show a small picture of a chosen image next to its name. */
  thumbnail?: boolean;
  /** The name to show when the parent knows better (a file chosen elsewhere, a stored one); '' = none. */
  fileName?: string;
  hint?: ReactNode;
  /** More controls on the button's row (e.g. "Take a picture"). */
  children?: ReactNode;
  className?: string;
}

/**
 * Our own file chooser: a localised button and the chosen file's name or thumbnail, instead of
 * the browser's "Choose File / No file chosen" that ignores the page's language.
 */
export function FilePicker({ label, accept, onFile, id, buttonLabel, capture, disabled, thumbnail, fileName, hint, children, className }: Props) {
  const { t } = useTranslation(['common', 'screenParts']);
  const autoId = useId();
  const inputId = id ?? `file-${autoId}`;
  const [chosen, setChosen] = useState<File | null>(null);
  const preview = useObjectUrl(thumbnail && chosen?.type.startsWith('image/') ? chosen : null);
  const name = fileName ?? chosen?.name ?? '';

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setChosen(file);
    onFile(file);
  };

  return (
    <div className={`file-picker ${className ?? ''}`.trim()}>
      <div id={`${inputId}-label`} className="form-label fw-semibold">
        {label}
      </div>
      <div className="file-picker__row">
        <input
          id={inputId}
          type="file"
          className="file-picker__input"
          accept={accept}
          capture={capture}
          disabled={disabled}
          onChange={onChange}
          aria-labelledby={`${inputId}-label`}
          aria-describedby={`${inputId}-status`}
        />
        <label htmlFor={inputId} className={`btn btn-outline-primary file-picker__button${disabled ? ' disabled' : ''}`}>
          {buttonLabel ?? t(name ? 'screenParts:file.chooseAnother' : 'screenParts:file.choose')}
        </label>
        {children}
        <span id={`${inputId}-status`} className="file-picker__status" aria-live="polite">
          {preview && name && <img src={preview} alt={t('screenParts:file.thumbnailAlt', { name })} className="file-picker__thumbnail" />}
          <span className={name ? 'file-picker__name' : 'text-body-secondary'}>{name ? <bdi>{name}</bdi> : t('screenParts:file.none')}</span>
        </span>
      </div>
      {hint && <div className="form-text">{hint}</div>}
    </div>
  );
}
