// Issue 16: the prerendered sign-in page (app/sign-in/main.ts) starts the app when the visitor
// presses Help or the menu, and says which on <html data-cl-open>; the header opens it once mounted.

export type BootIntent = 'help' | 'menu';

/** The attribute the sign-in page's script sets before it starts the app. */
export const BOOT_INTENT_ATTRIBUTE = 'data-cl-open';

/** True once, when the page was started to open `which`; the attribute is then gone. */
export function takeBootIntent(which: BootIntent): boolean {
  if (typeof document === 'undefined') return false;
  const root = document.documentElement;
  if (root.getAttribute(BOOT_INTENT_ATTRIBUTE) !== which) return false;
  root.removeAttribute(BOOT_INTENT_ATTRIBUTE);
  return true;
}
