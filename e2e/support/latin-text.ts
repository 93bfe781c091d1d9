// issue 13: customer-visible English on Hindi pages. A run of Latin-letter words is English unless
// every word in it is allowed: brand and lender names, abbreviations customers read as they are
// (OTP, EMI, APR, KFS, PAN, GST, ...), email addresses and PAN examples.

const ABBREVIATIONS = [
  'OTP',
  'EMI',
  'APR',
  'KFS',
  'PAN',
  'GST',
  // The KFS copy is a PDF (ADR 012): 'PDF प्रति डाउनलोड करें', as Hindi apps write it.
  'PDF',
  'UPI',
  'FD',
  'IFSC',
  'SMS',
  'NBFC',
  'RBI',
  'LSP',
  'CIBIL',
  'IRDAI',
  'DPDP',
  'ID',
  'RuPay',
  'CrediLink',
  // The language switch names English in English, as language pickers do.
  'English',
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;
/** Web addresses (cms.rbi.org.in) and references (kfs-0dbedd67d12b) are read as they are. */
const ADDRESS = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/;
const REFERENCE = /^[a-z]+-[0-9a-f]{6,}$/;
const RUN = /[A-Za-z][\w'’.&+@-]*(?:[ \t]+[A-Za-z][\w'’.&+@-]*)*/g;

/** The runs of Latin words in `text` that hold a word not on the allow-list. */
export function englishRuns(text: string, allowedNames: readonly string[]): string[] {
  const allowed = new Set([...ABBREVIATIONS, ...allowedNames.flatMap((name) => name.split(/\s+/))]);
  const bare = (word: string) => word.replace(/^[^\w@]+|[^\w@]+$/g, '');
  const found = new Set<string>();
  for (const match of text.matchAll(RUN)) {
    const words = match[0].split(/[ \t]+/).map(bare);
    const english = words.filter(
      (word) =>
        word !== '' &&
        /[A-Za-z]/.test(word) &&
        !allowed.has(word) &&
        !EMAIL.test(word) &&
        !PAN.test(word) &&
        !ADDRESS.test(word) &&
        !REFERENCE.test(word),
    );
    if (english.length > 0) found.add(match[0]);
  }
  return [...found];
}
