interface Props<V extends string> {
  legend: string;
  name: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
}

/** A group of radio buttons under a legend. */
export function ChoiceList<V extends string>({ legend, name, value, options, onChange }: Props<V>) {
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 float-none">{legend}</legend>
      {options.map((option) => (
        <div className="form-check" key={option.value}>
          <input className="form-check-input" type="radio" id={`${name}-${option.value}`} name={name} checked={value === option.value} onChange={() => onChange(option.value)} />
          <label className="form-check-label" htmlFor={`${name}-${option.value}`}>
            {option.label}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
