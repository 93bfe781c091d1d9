/**
 * The class of a plain outlined field (styles/customer-ui.css, `.cl-field`): the label floats
 * into the outline's notch when `shrink`, and the outline turns the error colour with an error.
 */
export function outlinedFieldClass(shrink: boolean, error: unknown): string {
  return ['cl-field', shrink && 'cl-field--shrink', error ? 'cl-field--error' : false]
    .filter(Boolean)
    .join(' ');
}
