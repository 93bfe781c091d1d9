/** A CSS ring like index.html's boot spinner; plain CSS (styles/customer-ui.css), no MUI (issue 16). */
export function Spinner({ size = 40, label }: { size?: number; label: string }) {
  return (
    <div role="progressbar" aria-label={label} className="cl-spinner" style={{ width: size, height: size }} />
  );
}
