// spec 8: the server's own messages a customer can read (issue 13), keyed with their values so the
// error handler renders them in the request's language. Validation messages (spec 5) stay in
// messages.ts; these carry values ({{name}} placeholders: counts, waits, names, dates).

export const serverMessages = {
  en: {
    otpWait: 'Please wait {{seconds}} seconds before asking for a new code',
    otpTooManySends: 'Too many codes requested. Please try again in {{minutes}} minutes',
    otpNotSent: 'We could not send the code. Please try again in a moment',
    otpTooManyAttempts: 'Too many attempts. Please try again later',
    otpWrongOne: 'Incorrect OTP. 1 try left',
    otpWrong: 'Incorrect OTP. {{left}} tries left',
    otpLocked: 'Too many wrong attempts. Please ask for a new code',
    otpExpired: 'This code has expired or was already used. Please ask for a new one',
    otpSent: 'We have sent you a 6-digit code',
    signIn: 'Please sign in',
    sessionEnded: 'Your session has ended. Please sign in again',
    csrf: 'This request was refused: please reload the page and try again',
    noSuchUser: 'No such user',
    noSuchLender: 'No such lender',
    noSuchOndcParticipant: 'No such network participant',
    noSuchOndcTransaction: 'No messages for this transaction',
    noSuchOndcMessage: 'No such network message',
    ondcMessageNotFailed:
      'This message is not marked failed: the dispatcher still applies it, or already has',
    noSuchApplication: 'No such application',
    noSuchCard: 'No such credit card',
    cardHasNoLink: 'This card cannot be applied for online yet',
    noSuchCardReference: 'No such card reference',
    languageNotOffered: 'This language is not offered',
    emailTaken: 'This email is already registered with another account. Please use a different email',
    rateNotPublished: 'This lender has not published its interest rate yet',
    chargesExceedAmount: 'The charges would exceed the loan amount',
    noSuchTicket: 'No such ticket',
    ticketClosed: 'This ticket is closed. Reopen it before replying',
    noSuchAssignee: 'This person cannot open the support inbox',
    nothingToChange: 'Nothing was chosen to change',
    ondcParticipantTaken:
      'A participant with subscriber id {{subscriberId}} and this role or unique key id already exists',
    ondcKeyNotEd25519: 'This is not an ed25519 public key',
    lenderFormNotDue: 'No form of this lender is waiting for you',
    lenderFormAlreadySent: 'You have already sent this form to the lender',
    lenderFormUnreadable: "We cannot show this lender's form. Please choose another offer",
    lenderUnreachable: 'We could not reach the lender just now. Please try again in a moment',
    lenderFormRefused: 'The lender did not accept these answers. Please check the fields marked',
    lenderFormFieldRequired: 'Please fill this in',
    lenderFormFieldInvalid: 'Please check this value',
    lenderFormFieldUnknown: 'This form has no such field',
    networkOfferClosed: 'This offer can no longer be applied for. Please see your offers again',
    networkKfsChanged: "The lender's terms have changed. Please read the updated Key Fact Statement",
  },
  hi: {
    otpWait: 'नया कोड माँगने से पहले कृपया {{seconds}} सेकंड रुकें',
    otpTooManySends: 'बहुत अधिक कोड माँगे गए। कृपया {{minutes}} मिनट बाद फिर से प्रयास करें',
    otpNotSent: 'हम कोड नहीं भेज सके। कृपया थोड़ी देर में फिर से प्रयास करें',
    otpTooManyAttempts: 'बहुत अधिक प्रयास हुए। कृपया कुछ देर बाद फिर से प्रयास करें',
    otpWrongOne: 'गलत OTP। 1 प्रयास बाकी है',
    otpWrong: 'गलत OTP। {{left}} प्रयास बाकी हैं',
    otpLocked: 'बहुत अधिक गलत प्रयास हुए। कृपया नया कोड माँगें',
    otpExpired: 'इस कोड की अवधि समाप्त हो गई है या इसका उपयोग हो चुका है। कृपया नया कोड माँगें',
    otpSent: 'हमने आपको 6 अंकों का कोड भेजा है',
    signIn: 'कृपया साइन इन करें',
    sessionEnded: 'आपका सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें',
    csrf: 'यह अनुरोध अस्वीकार कर दिया गया: कृपया पेज दोबारा लोड करके फिर से प्रयास करें',
    noSuchUser: 'यह उपयोगकर्ता नहीं मिला',
    noSuchOndcParticipant: 'यह नेटवर्क प्रतिभागी नहीं मिला',
    noSuchOndcTransaction: 'इस लेन-देन का कोई संदेश नहीं मिला',
    noSuchOndcMessage: 'यह नेटवर्क संदेश नहीं मिला',
    ondcMessageNotFailed: 'यह संदेश विफल के रूप में चिह्नित नहीं है: डिस्पैचर इसे अभी लागू कर रहा है, या कर चुका है',
    noSuchLender: 'यह लेंडर नहीं मिला',
    noSuchApplication: 'यह आवेदन नहीं मिला',
    noSuchCard: 'यह क्रेडिट कार्ड नहीं मिला',
    cardHasNoLink: 'इस कार्ड के लिए अभी ऑनलाइन आवेदन नहीं किया जा सकता',
    noSuchCardReference: 'यह कार्ड संदर्भ नहीं मिला',
    languageNotOffered: 'यह भाषा उपलब्ध नहीं है',
    emailTaken: 'यह ईमेल किसी दूसरे खाते से पहले ही पंजीकृत है। कृपया कोई दूसरा ईमेल उपयोग करें',
    rateNotPublished: 'इस लेंडर ने अभी अपनी ब्याज दर प्रकाशित नहीं की है',
    chargesExceedAmount: 'शुल्क ऋण राशि से अधिक हो जाएँगे',
    noSuchTicket: 'यह टिकट नहीं मिला',
    ticketClosed: 'यह टिकट बंद है। उत्तर देने से पहले इसे फिर से खोलें',
    noSuchAssignee: 'यह व्यक्ति सहायता इनबॉक्स नहीं खोल सकता',
    nothingToChange: 'बदलने के लिए कुछ नहीं चुना गया',
    ondcParticipantTaken:
      'subscriber id {{subscriberId}} और इसी भूमिका या unique key id वाला प्रतिभागी पहले से है',
    ondcKeyNotEd25519: 'यह ed25519 पब्लिक की नहीं है',
    lenderFormNotDue: 'इस लेंडर का कोई फ़ॉर्म आपकी प्रतीक्षा में नहीं है',
    lenderFormAlreadySent: 'आप यह फ़ॉर्म लेंडर को पहले ही भेज चुके हैं',
    lenderFormUnreadable: 'हम इस लेंडर का फ़ॉर्म नहीं दिखा सकते। कृपया कोई दूसरा ऑफ़र चुनें',
    lenderUnreachable: 'अभी लेंडर से संपर्क नहीं हो सका। कृपया थोड़ी देर में फिर कोशिश करें',
    lenderFormRefused: 'लेंडर ने ये उत्तर स्वीकार नहीं किए। कृपया चिह्नित फ़ील्ड जाँचें',
    lenderFormFieldRequired: 'कृपया इसे भरें',
    lenderFormFieldInvalid: 'कृपया यह मान जाँचें',
    lenderFormFieldUnknown: 'इस फ़ॉर्म में ऐसा कोई फ़ील्ड नहीं है',
    networkOfferClosed: 'इस ऑफ़र के लिए अब आवेदन नहीं किया जा सकता। कृपया अपने ऑफ़र फिर से देखें',
    networkKfsChanged: 'लेंडर की शर्तें बदल गई हैं। कृपया नया मुख्य तथ्य विवरण (KFS) पढ़ें',
  },
} as const;

export type ServerMessageKey = keyof (typeof serverMessages)['en'];

type Placeholders<S extends string> = S extends `${string}{{${infer P}}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;

/** The values a message's English text names, e.g. `{ left: number }` for otpWrong. */
export type ServerMessageParams<K extends ServerMessageKey> = {
  [P in Placeholders<(typeof serverMessages)['en'][K]>]: string | number;
};

/** A message as the server keeps it until the response: its key and values, no language yet. */
export interface ServerMessage {
  key: ServerMessageKey;
  params: Readonly<Record<string, string | number>>;
}

export function serverMessage<K extends ServerMessageKey>(
  key: K,
  ...values: [keyof ServerMessageParams<K>] extends [never] ? [] : [ServerMessageParams<K>]
): ServerMessage {
  const [params] = values;
  return { key, params: params ?? {} };
}

/** The text of a message in a language; a value the text does not name is ignored. */
export function renderServerMessage(message: ServerMessage, language: 'en' | 'hi'): string {
  const template: string = serverMessages[language][message.key];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = message.params[name];
    return value === undefined ? whole : String(value);
  });
}
