import { useId, type ReactNode } from 'react';
import './ChoiceChips.css';

export interface ChoiceOption<V extends string> {
  value: V;
  /** What the chip shows; its text names the radio button. */
  label: ReactNode;
}

/**
 * One choice among a few, as a group of native radio buttons styled as chips: a fieldset named by
 * its legend, the arrow keys move the choice, Tab leaves the group. The catalogue's categories and
 * All Enroll's statuses.
 */
export function ChoiceChips<V extends string>({
  legend,
  options,
  value,
  onChange,
  className,
}: {
  legend: string;
  options: readonly ChoiceOption<V>[];
  value: V;
  onChange: (value: V) => void;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={className ? `choice-chips ${className}` : 'choice-chips'}>
      <legend className="choice-chips__legend">{legend}</legend>
      <div className="choice-chips__options">
        {options.map((option) => (
          <label key={option.value} className="choice-chips__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span className="choice-chips__chip">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
