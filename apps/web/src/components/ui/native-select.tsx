import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';

/**
 * A native select drawn as MUI's outlined NativeSelect inside an OutlinedField: the phone's own
 * picker (fast on a low-end Android phone, no menu code), MUI's arrow over the browser's. The
 * value and its handling stay with the caller (a form field, or a page's sort and filters).
 */
export function NativeSelect({
  selectRef,
  className,
  children,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { selectRef?: Ref<HTMLSelectElement>; children: ReactNode }) {
  return (
    <>
      <select
        ref={selectRef}
        className={
          className ? `cl-field__input cl-field__select ${className}` : 'cl-field__input cl-field__select'
        }
        {...rest}
      >
        {children}
      </select>
      <svg className="cl-field__arrow" viewBox="0 0 24 24" focusable="false" aria-hidden="true">
        <path d="M7 10l5 5 5-5z" />
      </svg>
    </>
  );
}
