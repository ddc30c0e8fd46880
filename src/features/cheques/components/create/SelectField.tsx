import { CFormLabel, CFormSelect } from '@coreui/react';
import { useField } from 'formik';
import { useId } from 'react';

interface Props {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  disabled?: boolean;
}

/** A Formik select on a CoreUI select, labelled like TextField. */
export function SelectField({ name, label, options, disabled }: Props) {
  const [field] = useField<string>(name);
  const id = `${name}-${useId()}`;
  return (
    <div className="mb-3">
      <CFormLabel htmlFor={id}>{label}</CFormLabel>
      <CFormSelect {...field} id={id} disabled={disabled}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </CFormSelect>
    </div>
  );
}
