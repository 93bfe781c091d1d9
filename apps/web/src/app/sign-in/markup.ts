import {
  escapeHtml,
  JOURNEY_PATHS,
  LANGUAGE_CODES,
  SIGN_IN_PARTNER_TERMS,
  SIGN_IN_SLOTS,
  validationMessages,
  WEB_ROUTES,
  type LanguageCode,
} from '@cl/contracts';
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import hiAuth from '../../locales/hi/auth.json';
import hiCommon from '../../locales/hi/common.json';
import { HELP_ICON_PATH, MENU_ICON_PATH } from '../../features/shell/components/header-icon-paths';
import { MOBILE_INPUT_MAX } from '../../features/auth/utils/identifier';
import {
  interpolate,
  isTexts,
  SIGN_IN_TEXT_KEYS,
  SIGN_IN_TEXTS_ID,
  type SignInTextBlock,
  type SignInTextKey,
  type SignInTexts,
} from './sign-in-texts';

// Issue 16 (ADR 027, option 3), run at web build time (vite.config.ts): the sign-in page as HTML,
// drawn as the React page draws it (customer-layout.tsx, site-header.tsx, login-route.tsx,
// identifier-step.tsx, outlined-field.tsx, login-consent.tsx, site-footer.tsx; same classes, so
// styles/customer-ui.css draws both alike), in each language from the locale files. The server fills
// SIGN_IN_SLOTS per site (apps/server plugins/sign-in-page.ts); the script (main.ts) makes it work.

const LOCALES = {
  en: { auth: enAuth, common: enCommon },
  hi: { auth: hiAuth, common: hiCommon },
} as const;

function lookup(tree: unknown, path: string): string {
  let node: unknown = tree;
  for (const part of path.split('.')) {
    const record: Record<string, unknown> = typeof node === 'object' && node !== null ? { ...node } : {};
    node = record[part];
  }
  if (typeof node !== 'string') throw new Error(`sign-in page: no text at ${path}`);
  return node;
}

/** One language's texts, from the locale files (and spec 5's messages from @cl/contracts). */
export function signInTexts(language: LanguageCode): SignInTexts {
  const messages: Record<string, string> = validationMessages[language];
  const texts: Record<string, string> = {};
  for (const key of SIGN_IN_TEXT_KEYS) {
    const [namespace = '', path = ''] = key.split(':');
    if (namespace === 'validation') texts[key] = lookup(messages, path);
    else if (namespace === 'auth' || namespace === 'common')
      texts[key] = lookup(LOCALES[language][namespace], path);
  }
  if (!isTexts(texts)) throw new Error('sign-in page: a text is missing');
  return texts;
}

const icon = (path: string, className?: string) =>
  `<svg${className ? ` class="${className}"` : ''} viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${path}"></path></svg>`;

interface Page {
  language: LanguageCode;
  company: string;
}

/** The markup inside #root: header, the sign-in card, footer. */
export function signInMarkup({ language, company }: Page): string {
  const texts = signInTexts(language);
  const values = {
    name: SIGN_IN_SLOTS.brandName,
    partner: SIGN_IN_SLOTS.partnerTerms,
    company,
    year: SIGN_IN_SLOTS.year,
  };
  const text = (key: SignInTextKey) => escapeHtml(interpolate(texts[key], values));
  // data-t: the script puts the other language's text here (data-t-label: into aria-label).
  const t = (key: SignInTextKey) => `data-t="${key}">${text(key)}`;
  const q = SIGN_IN_SLOTS.partnerQuery;
  const terms = `${WEB_ROUTES.customer.termsOfUse}${q}`;
  const privacy = `${WEB_ROUTES.customer.privacyPolicy}${q}`;
  const id = 'cl-sign-in-value';
  const languageButtons = LANGUAGE_CODES.map((code) => {
    const pressed = code === language;
    const look = pressed ? 'cl-btn--contained' : 'cl-btn--outlined';
    return `<button type="button" lang="${code}" aria-pressed="${String(pressed)}" class="cl-btn ${look}" data-language="${code}" ${t(`common:languages.${code}`)}</button>`;
  }).join('');

  return [
    `<div class="cl-shell"><div class="cl-contents" data-sign-in-header>`,
    `<header class="cl-topbar"><div class="cl-topbar__inner">`,
    `<div class="cl-header__logo"><a href="${WEB_ROUTES.customer.home}${q}" aria-label="${text('common:brand.logoAlt')}" data-t-label="common:brand.logoAlt" class="cl-logo">${SIGN_IN_SLOTS.logo}</a></div>`,
    `<div class="cl-header__actions"><button type="button" class="cl-btn cl-btn--text" data-open="help">${icon(HELP_ICON_PATH, 'cl-btn__icon')}<span ${t('common:actions.help')}</span></button></div>`,
    `<div class="cl-header__menu"><button type="button" class="cl-icon-btn" aria-label="${text('common:actions.openMenu')}" data-t-label="common:actions.openMenu" aria-expanded="false" data-open="menu">${icon(MENU_ICON_PATH)}</button></div>`,
    `</div></header></div>`,
    `<main class="cl-main"><div class="cl-auth"><div class="cl-auth__card">`,
    `<div><h1 class="cl-title" ${t('auth:customer.title')}</h1><p class="cl-subtitle" ${t('auth:customer.subtitle')}</p></div>`,
    `<form class="cl-form" novalidate data-sign-in-form>`,
    `<div role="group" aria-label="${text('auth:channel.label')}" data-t-label="auth:channel.label" class="cl-segmented cl-segmented--full">`,
    `<button type="button" aria-pressed="true" class="cl-btn cl-btn--contained" data-channel="mobile" ${t('auth:channel.mobile')}</button>`,
    `<button type="button" aria-pressed="false" class="cl-btn cl-btn--outlined" data-channel="email" ${t('auth:channel.email')}</button></div>`,
    `<div class="cl-field cl-field--shrink"><label class="cl-field__label" for="${id}" ${t('auth:fields.mobile')}</label>`,
    `<div class="cl-field__box cl-field__box--adorned"><span class="cl-field__adorn"><span ${t('auth:fields.countryCode')}</span></span>`,
    `<input id="${id}" class="cl-field__input" value="" type="tel" autocomplete="tel-national" inputmode="numeric" maxlength="${String(MOBILE_INPUT_MAX)}">`,
    `<fieldset aria-hidden="true" class="cl-field__outline"><legend><span ${t('auth:fields.mobile')}</span></legend></fieldset></div></div>`,
    `<button type="submit" class="cl-btn cl-btn--contained cl-btn--large cl-btn--full" ${t('auth:getOtp')}</button>`,
    `<p class="cl-field__help" role="alert" hidden data-sign-in-error></p>`,
    `</form>`,
    `<p class="cl-body2"><span ${t('auth:consent.before')}</span> <a class="cl-link" href="${terms}" ${t('auth:consent.terms')}</a>`,
    `${SIGN_IN_PARTNER_TERMS.start}, <a class="cl-link" href="${terms}" ${t('auth:consent.partnerTerms')}</a>${SIGN_IN_PARTNER_TERMS.end}`,
    ` <span ${t('auth:consent.middle')}</span> <a class="cl-link" href="${privacy}" ${t('auth:consent.privacy')}</a><span ${t('auth:consent.after')}</span></p>`,
    `</div></div></main>`,
    `<footer class="cl-footer"><div class="cl-footer__inner"><div class="cl-footer__row">`,
    `<div role="group" aria-label="${text('common:footer.language')}" data-t-label="common:footer.language" class="cl-segmented">${languageButtons}</div>`,
    `<nav class="cl-footer__legal" aria-label="${text('common:footer.legal')}" data-t-label="common:footer.legal">`,
    `<a class="cl-link cl-link--target" href="${terms}" ${t('common:footer.terms')}</a>`,
    `<a class="cl-link cl-link--target" href="${privacy}" ${t('common:footer.privacy')}</a></nav></div>`,
    `<p class="cl-body2" ${t('common:footer.lsp')}</p><p class="cl-body2" ${t('common:footer.copyright')}</p>`,
    `</div></footer></div>`,
  ].join('');
}

interface Document extends Page {
  /** The app's built index.html: its stylesheet, head and entry script. */
  indexHtml: string;
  /** The sign-in script's built URL. */
  scriptSrc: string;
}

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The whole page: index.html with the sign-in markup in #root and the small script for the app's. */
export function signInDocument({ indexHtml, scriptSrc, ...page }: Document): string {
  const entry = ENTRY.exec(indexHtml)?.[1];
  if (!entry) throw new Error('sign-in page: index.html names no entry script');
  const preloads = [...indexHtml.matchAll(PRELOAD)].map((m) => m[1] ?? '');
  const texts = signInTexts(page.language);
  const block: SignInTextBlock = {
    company: page.company,
    texts: { en: signInTexts('en'), hi: signInTexts('hi') },
  };
  // A JSON data block is not run, so the server's CSP (no inline script) allows it; '<' is escaped
  // so that no text can close the element.
  const data = JSON.stringify(block).replace(/</g, '\\u003c');
  const script =
    `<script type="module" crossorigin src="${scriptSrc}" data-app="${entry}"` +
    ` data-app-preload="${preloads.join(' ')}" data-verification="${JOURNEY_PATHS.verification}"></script>`;
  const title = `${texts['auth:customer.title']} - ${texts['common:brand.tagline']}`;
  return indexHtml
    .replace(/<html lang="[^"]*">/, `<html lang="${page.language}" style="${SIGN_IN_SLOTS.htmlStyle}">`)
    .replace(/(<meta name="theme-color" content=")[^"]*"/, `$1${SIGN_IN_SLOTS.themeColour}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>${SIGN_IN_SLOTS.head}`)
    .replace(ENTRY, `${script}\n`)
    .replace(PRELOAD, '')
    .replace(
      /<div id="root">[\s\S]*?<\/div>\s*<\/div>/,
      `<div id="root" data-sign-in-page data-brand="${SIGN_IN_SLOTS.brandName}" data-partner="${SIGN_IN_SLOTS.partnerTerms}">${signInMarkup(page)}</div>` +
        `<script type="application/json" id="${SIGN_IN_TEXTS_ID}">${data}</script>`,
    );
}
