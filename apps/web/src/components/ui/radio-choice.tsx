import type { ReactNode, Ref } from 'react';
import { ChoiceControl } from './choice-control';

interface RadioChoiceProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** A form library's handle on the input (react-hook-form focuses a field with an error). */
  inputRef?: Ref<HTMLInputElement>;
  label: ReactNode;
}

const radioIcon = (
  <>
    <svg viewBox="0 0 24 24" focusable="false">
      <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" />
    </svg>
    <svg className="cl-radio__dot" viewBox="0 0 24 24" focusable="false">
      <path d="M8.465 8.465C9.37 7.56 10.62 7 12 7C14.76 7 17 9.24 17 12C17 13.38 16.44 14.63 15.535 15.535C14.63 16.44 13.38 17 12 17C9.24 17 7 14.76 7 12C7 10.62 7.56 9.37 8.465 8.465Z" />
    </svg>
  </>
);

/** A native radio button drawn as MUI's Radio (choice-control.tsx), a ring with a dot when chosen. */
export function RadioChoice({ onChange, inputRef, ...props }: RadioChoiceProps) {
  return (
    <ChoiceControl
      type="radio"
      ref={inputRef}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      icon={radioIcon}
      {...props}
    />
  );
}
