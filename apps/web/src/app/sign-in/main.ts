import { LANGUAGE_CODES, type LanguageCode, type OtpChannel, type OtpSendBody } from '@cl/contracts';
import { sendOtp, type OtpSent } from '@/features/auth/api/send-otp';
import { BOOT_INTENT_ATTRIBUTE, type BootIntent } from '@/lib/boot-intent';
import { LANGUAGE_CHOSEN_KEY, LANGUAGE_STORAGE_KEY, writeLanguageCookie } from '@/lib/language-storage';
import { rememberLanding } from '@/lib/landing-attribution';
import { parseSiteMeta } from '@/lib/site';
import {
  fieldErrorKey,
  fieldValue,
  requestToSend,
  signInEntry,
  verificationAddress,
  verificationEntry,
} from './sign-in-form';
import { interpolate, readTextBlock, SIGN_IN_TEXTS_ID, type SignInTextKey } from './sign-in-texts';

// Issue 16 (ADR 027, option 3): the script of the prerendered sign-in page (markup.ts), a few KB
// without React: the channel toggle, the number's check, Get OTP, the language, and the hand-off to
// the app (its entry named on this script's tag), which then mounts into #root on /verification.

const root = document.getElementById('root');
const tag = document.querySelector<HTMLScriptElement>('script[data-app]');
const block = readTextBlock(JSON.parse(document.getElementById(SIGN_IN_TEXTS_ID)?.textContent ?? 'null'));
const form = root?.querySelector<HTMLFormElement>('[data-sign-in-form]');
const input = form?.querySelector('input');
const errorLine = form?.querySelector<HTMLElement>('[data-sign-in-error]');
const field = input?.closest<HTMLElement>('.cl-field');
const adorn = field?.querySelector('.cl-field__adorn');
const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]');

const isLanguage = (value: unknown): value is LanguageCode => LANGUAGE_CODES.some((code) => code === value);
const storage = {
  get: (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null; // storage blocked (private mode, WebView settings)
    }
  },
  set: (key: string, value: string) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // the choice then lasts for this visit only
    }
  },
};

let language: LanguageCode = isLanguage(document.documentElement.lang) ? document.documentElement.lang : 'en';
let channel: OtpChannel = 'mobile';
let attempted = false;
let pending = false;
let serverMessage: string | null = null;

function text(key: SignInTextKey): string {
  if (!block || !root) return '';
  const values = {
    name: root.dataset.brand ?? '',
    partner: root.dataset.partner ?? '',
    company: block.company,
    year: String(new Date().getFullYear()),
  };
  return interpolate(block.texts[language][key], values);
}

const isTextKey = (key: string | undefined): key is SignInTextKey =>
  !!block && key !== undefined && key in block.texts.en;

function drawTexts(): void {
  if (!root) return;
  for (const element of root.querySelectorAll<HTMLElement>('[data-t]')) {
    if (isTextKey(element.dataset.t)) element.textContent = text(element.dataset.t);
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-t-label]')) {
    if (isTextKey(element.dataset.tLabel)) element.setAttribute('aria-label', text(element.dataset.tLabel));
  }
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-language]')) {
    press(button, button.dataset.language === language);
  }
  document.title = `${text('auth:customer.title')} - ${text('common:brand.tagline')}`;
}

function press(button: HTMLElement, pressed: boolean): void {
  button.setAttribute('aria-pressed', String(pressed));
  button.className = pressed ? 'cl-btn cl-btn--contained' : 'cl-btn cl-btn--outlined';
}

/**
 * The field as IdentifierStep draws it for this channel, value and error (the error under it,
 * outlined-field.tsx FieldHelp); a message of the server's goes under the button (the app shows
 * it in a toast).
 */
function drawField(): void {
  if (!input || !field || !errorLine) return;
  const key = fieldErrorKey(channel, input.value, attempted);
  const helpId = `${input.id}-help`;
  field.classList.toggle('cl-field--shrink', channel === 'mobile' || input.value !== '');
  field.classList.toggle('cl-field--error', key !== null);
  let help = document.getElementById(helpId);
  if (key && !help) {
    help = document.createElement('p');
    help.id = helpId;
    help.className = 'cl-field__help';
    field.appendChild(help);
  }
  if (help && key) help.textContent = text(key);
  else help?.remove();
  if (key) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
  if (key) input.setAttribute('aria-describedby', helpId);
  else input.removeAttribute('aria-describedby');
  errorLine.hidden = serverMessage === null;
  errorLine.textContent = serverMessage ?? '';
}

function setChannel(next: OtpChannel): void {
  if (!input || !field || !adorn) return;
  channel = next;
  attempted = false;
  serverMessage = null;
  const mobile = next === 'mobile';
  input.value = '';
  input.type = mobile ? 'tel' : 'email';
  input.autocomplete = mobile ? 'tel-national' : 'email';
  input.inputMode = mobile ? 'numeric' : 'email';
  if (mobile) input.maxLength = Number(input.dataset.maxLength ?? input.maxLength);
  else input.removeAttribute('maxlength');
  const labelKey = mobile ? 'auth:fields.mobile' : 'auth:fields.email';
  for (const label of field.querySelectorAll<HTMLElement>('.cl-field__label, legend > span')) {
    label.dataset.t = labelKey;
    label.textContent = text(labelKey);
  }
  const box = input.parentElement;
  box?.classList.toggle('cl-field__box--adorned', mobile);
  if (mobile) box?.insertBefore(adorn, input);
  else adorn.remove();
  for (const button of form?.querySelectorAll<HTMLElement>('[data-channel]') ?? []) {
    press(button, button.dataset.channel === next);
  }
  drawField();
}

function setLanguage(next: LanguageCode, chosen: boolean): void {
  language = next;
  document.documentElement.lang = next;
  storage.set(LANGUAGE_STORAGE_KEY, next);
  if (chosen) storage.set(LANGUAGE_CHOSEN_KEY, '1');
  writeLanguageCookie(next);
  drawTexts();
  drawField();
}

// The app's files: fetched (not run) when the visitor reaches for the header or sends the code.
let preloaded = false;
function preloadApp(): void {
  if (preloaded || !tag?.dataset.app) return;
  preloaded = true;
  for (const href of [tag.dataset.app, ...(tag.dataset.appPreload ?? '').split(' ')].filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.appendChild(link);
  }
}

/** Runs the app's entry, which mounts into #root in place of this page (main.tsx). */
function startApp(): void {
  const app = tag?.dataset.app;
  if (!app) return;
  import(/* @vite-ignore */ app).catch(() => {
    window.location.reload(); // the server then serves the app itself for this address
  });
}

function openInApp(intent: BootIntent): void {
  // The React form starts from what was typed (history state), and the header opens `intent`.
  history.replaceState(signInEntry(channel, input?.value ?? ''), '');
  document.documentElement.setAttribute(BOOT_INTENT_ATTRIBUTE, intent);
  startApp();
}

function handOff(request: OtpSendBody, sent: OtpSent): void {
  const verification = verificationAddress(
    tag?.dataset.verification ?? '/verification',
    window.location.search,
  );
  history.replaceState({ usr: null, key: 'default', idx: 0 }, '');
  const key = Math.random().toString(36).slice(2, 10);
  history.pushState(verificationEntry(request, sent, Date.now(), key), '', verification);
  startApp();
}

function send(request: OtpSendBody): void {
  if (!submit) return;
  pending = true;
  submit.disabled = true;
  preloadApp(); // the app (and from it /verification) loads while the code is sent
  sendOtp(request).then(
    (sent) => {
      handOff(request, sent);
    },
    (error: unknown) => {
      pending = false;
      submit.disabled = false;
      const message = error instanceof Error ? error.message.trim() : '';
      serverMessage = message || text('common:errors.unexpected');
      drawField();
    },
  );
}

if (root && form && input && block) {
  input.dataset.maxLength = String(input.maxLength);
  rememberLanding(
    window.location.search,
    parseSiteMeta(document.querySelector('meta[name="cl-site"]')?.getAttribute('content')).hostPartner,
  );
  const stored = storage.get(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored) && stored !== language) setLanguage(stored, false);
  else writeLanguageCookie(language);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (pending) return;
    attempted = true;
    serverMessage = null;
    drawField();
    const request = requestToSend(channel, input.value);
    if (request) send(request);
  });
  input.addEventListener('input', () => {
    const value = fieldValue(channel, input.value);
    if (value !== input.value) input.value = value;
    drawField();
  });
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('button') : null;
    const next = target?.dataset.channel;
    if (next === 'mobile' || next === 'email') {
      if (next !== channel) setChannel(next);
      return;
    }
    const picked = target?.dataset.language;
    if (isLanguage(picked) && picked !== language) setLanguage(picked, true);
    const open = target?.dataset.open;
    if (open === 'help' || open === 'menu') openInApp(open);
  });
  const header = root.querySelector('[data-sign-in-header]');
  // The header wrapper is display: contents, so the events that bubble (React's onPointerEnter is
  // pointerover underneath).
  for (const type of ['pointerover', 'touchstart', 'focusin']) {
    header?.addEventListener(type, preloadApp, { passive: true, once: true });
  }
}
