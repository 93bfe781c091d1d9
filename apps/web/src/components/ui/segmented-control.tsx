interface SegmentedControlProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string; lang?: string }[];
  onChange: (value: T) => void;
  fullWidth?: boolean;
}

/**
 * A row of buttons of which one is pressed (channel toggle, language selector): plain buttons with
 * aria-pressed and plain CSS (styles/customer-ui.css), drawn like MUI's contained and outlined
 * buttons; no MUI on the start page (issue 16).
 */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onChange,
  fullWidth,
}: SegmentedControlProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={fullWidth ? 'cl-segmented cl-segmented--full' : 'cl-segmented'}
    >
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            lang={option.lang}
            aria-pressed={pressed}
            className={pressed ? 'cl-btn cl-btn--contained' : 'cl-btn cl-btn--outlined'}
            onClick={() => {
              if (!pressed) onChange(option.value);
            }}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
