// spec 5 and spec 8: every validation message, keyed. The zod schemas carry the key; the web
// translates it with i18n and the server answers it in the request's language.

export const validationMessages = {
  en: {
    required: 'This field is required',
    emailInvalid: 'Email is invalid',
    emailError: 'Email error',
    panInvalid: 'Invalid PAN',
    ifscInvalid: 'IFSC format is invalid (case sensitive field)',
    firstNameLetters: 'Only alphabets are considered to be the valid first name',
    lastNameLetters: 'Only alphabets are considered to be the valid last name',
    fullNameInvalid: 'Please enter a valid user name',
    address1Invalid: 'Do not use special characters in Address Line 1',
    address2Invalid: 'Do not use special characters in Address Line 2',
    localityInvalid: 'Only Alpha-numeric, comma, full stop, space and hash are considered as valid',
    pincodeInvalid: 'Please enter a valid 6 digit pincode',
    phoneInvalid: 'Please enter a valid 10 digit mobile number',
    phoneError: 'Phone Number error',
    otpInvalid: 'Enter 6 digits OTP',
    incomeRange: 'Monthly income requires between ₹ 1 and ₹ 1,000,000',
    companyNameInvalid:
      'Company name must be of length 3 - 40 and only alphabets and/or numbers are considered as valid',
    dateInvalid: 'Invalid date',
    yearInvalid: 'Invalid year',
    birthDateInvalid: 'Please enter a valid birth date',
    ageCriteria: "Your age doesn't match the required age criteria",
    selectOffer: 'Please select a offer from offer screen',
    numberOnly: 'Only numbers are allowed',
    utmIdInvalid: 'Only letters, digits, _ and - are allowed',
    bulletsEmpty: 'Every row needs a text',
    nameRequired: 'Name is required',
    groupNameRequired: 'Lender group name is required',
    revenueTypeRequired: 'Revenue type is required',
    positiveNumber: 'Must be a positive number',
    percentRange: 'Must be between 0 and 100',
    maxGreaterThanMin: 'Max must be greater than Min',
    revenueAmountRequired: 'Either Revenue Flat or Revenue Percentage is required',
    invalidFileType: 'Invalid file type',
    noFileSelected: 'No file selected',
    descriptionRequired: 'Please describe your request',
    tooLong: 'This text is too long',
    referenceInvalid: 'This reference is not valid',
    invalidValue: 'This value is not valid',
    consentRequired: 'Please give your consent to continue',
    sitePathInvalid: 'The target must be a path on this site, like /products',
    colourInvalid: 'Enter a colour as # and six hex digits, like #4EC9DB',
    logoInvalid: 'Upload a logo image first',
    httpsUrlInvalid: 'Enter an https:// address',
    ondcSubscriberIdInvalid: 'Enter the subscriber id as registered, like lender.example.in',
    ondcUriInvalid: 'Enter an https:// address (http:// only for localhost)',
    ondcKeyIdInvalid: 'Enter the unique key id as registered (letters, digits, . _ : | -)',
    ondcKeyInvalid: 'Enter the ed25519 signing public key in base64 (44 characters ending in =)',
    hostInvalid: 'Enter a host name like partner.example.in, without https:// or a path',
    irdaiLicenceInvalid:
      'Enter the IRDAI registration number as issued, like IRDAI/WBA/23/2015 or CA0123 (letters, digits, / - . and spaces, with at least one digit)',
    insurancePartnerName: "Enter the insurance partner's registered name (2 to 120 characters, no < or >)",
    tooMany: 'There are too many entries',
    csrIdentifier: 'Enter a full 10-digit mobile number, a full email address or an application reference',
    amountRange: 'Enter an amount from {{min}} to {{max}}',
    goldLtv: 'Gold worth {{value}} supports a loan of at most {{max}} (RBI: 75% of the gold value)',
    housingLtv: 'A property worth {{value}} supports a loan of at most {{max}} (RBI loan-to-value limit)',
    businessEmploymentType: 'Choose self-employed professional or business owner',
    courseTextInvalid: "Use 2 to 100 letters, digits, spaces and . , - & ( ) ' only",
    courseStartInvalid: 'Enter the month as MM/YYYY, like 07/2026',
    courseStartRange: 'The course must start between {{from}} and {{to}}',
    courseFeeCap: 'A course fee of {{fee}} supports a loan of at most {{max}}',
    vehicleLtvNew:
      'A new vehicle costing {{price}} on the road supports a loan of at most {{max}} ({{percent}}% of its price)',
    vehicleLtvUsed:
      'A used vehicle costing {{price}} supports a loan of at most {{max}} ({{percent}}% of its price)',
    wholeNumber: 'Enter a whole number using digits only',
    numberRange: 'This number is outside the allowed range',
    textCharacters: 'Text contains a character that is not allowed',
    emailTaken: 'This email is already used by another account',
    mobileTaken: 'This mobile number is already used by another account',
    alreadyExists: 'This already exists. Refresh the page and try a different value',
    badReference: 'This refers to something that does not exist or is still in use',
    valueMissing: 'A required value is missing',
    // Issue 15: lender and partner onboarding (admin).
    coolingOffRange: 'Enter cooling-off days from 1 to 30',
    minAboveMax: 'The minimum cannot be above the maximum',
    offerEndsBeforeStart: 'The special offer cannot end before it starts',
    lenderNotReady: 'This lender cannot be switched on until the marked fields are filled',
    lenderNeedsProducts: 'Choose at least one product this lender offers',
    lenderNeedsHandoff: 'Enter the https:// address customers are sent to, or turn on API submission',
    lenderNeedsSegment: 'Choose at least one of salaried, self-employed or business',
    lenderNeedsRate: 'Enter the interest rate with %, like 18% To 28%',
    lenderNeedsApr: 'Enter the APR the lender publishes',
    lenderNeedsTenure: 'Enter the tenure in months or years, like 3 to 24 months',
    lenderNeedsFees: 'Enter the processing fees (or Nil)',
    partnerKeyInvalid: 'Use 2 to 64 lowercase letters, digits, _ or -, starting with a letter or digit',
    partnerKeyTaken: 'Another partner already uses this key',
    hostTaken: "This host already opens another partner's site",
    partnerMobileTaken: 'This mobile number already belongs to a partner user',
    duplicateInForm: 'This value is entered twice',
    ownerReplaceOnly: 'A partner has exactly one owner: use Replace owner to change it',
    ownerNotDisabled: 'The owner cannot be disabled: replace the owner instead',
  },
  hi: {
    required: 'यह फ़ील्ड आवश्यक है',
    emailInvalid: 'ईमेल अमान्य है',
    emailError: 'ईमेल में त्रुटि',
    panInvalid: 'अमान्य पैन',
    ifscInvalid: 'IFSC प्रारूप अमान्य है (बड़े-छोटे अक्षर मायने रखते हैं)',
    firstNameLetters: 'पहले नाम में केवल अक्षर मान्य हैं',
    lastNameLetters: 'उपनाम में केवल अक्षर मान्य हैं',
    fullNameInvalid: 'कृपया मान्य उपयोगकर्ता नाम दर्ज करें',
    address1Invalid: 'पता पंक्ति 1 में विशेष वर्णों का उपयोग न करें',
    address2Invalid: 'पता पंक्ति 2 में विशेष वर्णों का उपयोग न करें',
    localityInvalid: 'केवल अक्षर, अंक, अल्पविराम, पूर्ण विराम, स्पेस और हैश मान्य हैं',
    pincodeInvalid: 'कृपया मान्य 6 अंकों का पिनकोड दर्ज करें',
    phoneInvalid: 'कृपया मान्य 10 अंकों का मोबाइल नंबर दर्ज करें',
    phoneError: 'फ़ोन नंबर में त्रुटि',
    otpInvalid: '6 अंकों का OTP दर्ज करें',
    incomeRange: 'मासिक आय ₹ 1 और ₹ 10,00,000 के बीच होनी चाहिए',
    companyNameInvalid: 'कंपनी का नाम 3 - 40 वर्णों का हो और उसमें केवल अक्षर और/या अंक हों',
    dateInvalid: 'अमान्य तारीख',
    yearInvalid: 'अमान्य वर्ष',
    birthDateInvalid: 'कृपया मान्य जन्म तिथि दर्ज करें',
    ageCriteria: 'आपकी आयु आवश्यक आयु मानदंड से मेल नहीं खाती',
    selectOffer: 'कृपया ऑफ़र स्क्रीन से एक ऑफ़र चुनें',
    numberOnly: 'केवल अंक मान्य हैं',
    utmIdInvalid: 'केवल अक्षर, अंक, _ और - मान्य हैं',
    bulletsEmpty: 'हर पंक्ति में पाठ आवश्यक है',
    nameRequired: 'नाम आवश्यक है',
    groupNameRequired: 'लेंडर समूह का नाम आवश्यक है',
    revenueTypeRequired: 'राजस्व प्रकार आवश्यक है',
    positiveNumber: 'धनात्मक संख्या होनी चाहिए',
    percentRange: '0 और 100 के बीच होना चाहिए',
    maxGreaterThanMin: 'अधिकतम, न्यूनतम से बड़ा होना चाहिए',
    revenueAmountRequired: 'राजस्व फ़्लैट या राजस्व प्रतिशत में से एक आवश्यक है',
    invalidFileType: 'अमान्य फ़ाइल प्रकार',
    noFileSelected: 'कोई फ़ाइल नहीं चुनी गई',
    descriptionRequired: 'कृपया अपने अनुरोध का विवरण दें',
    tooLong: 'यह पाठ बहुत लंबा है',
    referenceInvalid: 'यह संदर्भ मान्य नहीं है',
    invalidValue: 'यह मान मान्य नहीं है',
    consentRequired: 'आगे बढ़ने के लिए कृपया अपनी सहमति दें',
    sitePathInvalid: 'लक्ष्य इस साइट का कोई पथ होना चाहिए, जैसे /products',
    colourInvalid: 'रंग # और छह हेक्स अंकों में लिखें, जैसे #4EC9DB',
    logoInvalid: 'पहले लोगो की इमेज अपलोड करें',
    httpsUrlInvalid: 'https:// वाला पता लिखें',
    ondcSubscriberIdInvalid: 'पंजीकृत subscriber id लिखें, जैसे lender.example.in',
    ondcUriInvalid: 'https:// वाला पता लिखें (http:// केवल localhost के लिए)',
    ondcKeyIdInvalid: 'पंजीकृत unique key id लिखें (अक्षर, अंक, . _ : | -)',
    ondcKeyInvalid: 'ed25519 साइनिंग पब्लिक की base64 में लिखें (= पर समाप्त होने वाले 44 अक्षर)',
    hostInvalid: 'partner.example.in जैसा होस्ट नाम लिखें, https:// या पथ के बिना',
    irdaiLicenceInvalid:
      'IRDAI पंजीकरण संख्या वैसी ही लिखें जैसी जारी हुई है, जैसे IRDAI/WBA/23/2015 या CA0123 (अक्षर, अंक, / - . और स्पेस, कम से कम एक अंक के साथ)',
    insurancePartnerName: 'बीमा पार्टनर का पंजीकृत नाम लिखें (2 से 120 अक्षर, < या > के बिना)',
    tooMany: 'बहुत अधिक प्रविष्टियाँ हैं',
    csrIdentifier: 'पूरा 10 अंकों का मोबाइल नंबर, पूरा ईमेल पता या आवेदन संदर्भ लिखें',
    amountRange: '{{min}} से {{max}} तक की राशि दर्ज करें',
    goldLtv: '{{value}} के सोने पर अधिकतम {{max}} का ऋण मिल सकता है (RBI: सोने के मूल्य का 75%)',
    housingLtv: '{{value}} की संपत्ति पर अधिकतम {{max}} का ऋण मिल सकता है (RBI ऋण-मूल्य सीमा)',
    businessEmploymentType: 'स्व-नियोजित पेशेवर या व्यवसाय स्वामी चुनें',
    courseTextInvalid: "केवल 2 से 100 अक्षर, अंक, स्पेस और . , - & ( ) ' लिखें",
    courseStartInvalid: 'महीना MM/YYYY के रूप में लिखें, जैसे 07/2026',
    courseStartRange: 'कोर्स {{from}} और {{to}} के बीच शुरू होना चाहिए',
    courseFeeCap: '{{fee}} की कोर्स फ़ीस पर अधिकतम {{max}} का ऋण मिल सकता है',
    vehicleLtvNew: 'ऑन-रोड {{price}} के नए वाहन पर अधिकतम {{max}} का ऋण मिल सकता है (कीमत का {{percent}}%)',
    vehicleLtvUsed: '{{price}} के पुराने वाहन पर अधिकतम {{max}} का ऋण मिल सकता है (कीमत का {{percent}}%)',
    wholeNumber: 'केवल अंकों में एक पूर्ण संख्या लिखें',
    numberRange: 'यह संख्या अनुमत सीमा से बाहर है',
    textCharacters: 'पाठ में एक ऐसा वर्ण है जिसकी अनुमति नहीं है',
    emailTaken: 'यह ईमेल पहले से किसी अन्य खाते में उपयोग हो रहा है',
    mobileTaken: 'यह मोबाइल नंबर पहले से किसी अन्य खाते में उपयोग हो रहा है',
    alreadyExists: 'यह पहले से मौजूद है। पेज रीफ़्रेश करें और कोई दूसरा मान आज़माएँ',
    badReference: 'यह किसी ऐसी चीज़ को दर्शाता है जो मौजूद नहीं है या अभी उपयोग में है',
    valueMissing: 'एक आवश्यक मान नहीं दिया गया है',
    coolingOffRange: 'कूलिंग-ऑफ़ के दिन 1 से 30 के बीच लिखें',
    minAboveMax: 'न्यूनतम मान अधिकतम से अधिक नहीं हो सकता',
    offerEndsBeforeStart: 'विशेष ऑफ़र शुरू होने से पहले समाप्त नहीं हो सकता',
    lenderNotReady: 'चिह्नित फ़ील्ड भरे जाने तक इस ऋणदाता को चालू नहीं किया जा सकता',
    lenderNeedsProducts: 'कम से कम एक उत्पाद चुनें जो यह ऋणदाता देता है',
    lenderNeedsHandoff: 'वह https:// पता लिखें जिस पर ग्राहक भेजे जाते हैं, या API सबमिशन चालू करें',
    lenderNeedsSegment: 'वेतनभोगी, स्व-नियोजित या व्यवसाय में से कम से कम एक चुनें',
    lenderNeedsRate: 'ब्याज दर % के साथ लिखें, जैसे 18% To 28%',
    lenderNeedsApr: 'ऋणदाता द्वारा प्रकाशित APR लिखें',
    lenderNeedsTenure: 'अवधि महीनों या वर्षों में लिखें, जैसे 3 to 24 months',
    lenderNeedsFees: 'प्रोसेसिंग शुल्क लिखें (या Nil)',
    partnerKeyInvalid: '2 से 64 छोटे अक्षर, अंक, _ या - लिखें; शुरुआत अक्षर या अंक से हो',
    partnerKeyTaken: 'यह कुंजी पहले से किसी अन्य पार्टनर के पास है',
    hostTaken: 'यह होस्ट पहले से किसी अन्य पार्टनर की साइट खोलता है',
    partnerMobileTaken: 'यह मोबाइल नंबर पहले से किसी पार्टनर उपयोगकर्ता का है',
    duplicateInForm: 'यह मान दो बार लिखा गया है',
    ownerReplaceOnly: 'पार्टनर का एक ही स्वामी होता है: बदलने के लिए "स्वामी बदलें" का उपयोग करें',
    ownerNotDisabled: 'स्वामी को निष्क्रिय नहीं किया जा सकता: इसके बजाय स्वामी बदलें',
  },
} as const;

export type ValidationMessageKey = keyof (typeof validationMessages)['en'];

/** The i18n key a schema puts in its issue message. */
export const msg = (key: ValidationMessageKey): string => `validation.${key}`;

const PREFIX = 'validation.';
const PARAMS = '|';

/** A key with values for its {{placeholders}} (amounts already formatted), carried in one string. */
export const msgWith = (key: ValidationMessageKey, params: Record<string, string>): string =>
  `${PREFIX}${key}${PARAMS}${JSON.stringify(params)}`;

/** Splits an issue message into its key (without the prefix) and its values; null if not a key. */
export function parseValidationMessage(
  message: string,
): { key: string; params: Record<string, string> } | null {
  if (!message.startsWith(PREFIX)) return null;
  const rest = message.slice(PREFIX.length);
  const split = rest.indexOf(PARAMS);
  if (split < 0) return { key: rest, params: {} };
  const params: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(rest.slice(split + 1));
    if (typeof parsed === 'object' && parsed !== null) {
      for (const [name, value] of Object.entries(parsed)) {
        if (typeof value === 'string') params[name] = value;
      }
    }
  } catch {
    // A malformed tail still names its key; the placeholders stay visible rather than failing.
  }
  return { key: rest.slice(0, split), params };
}

const interpolate = (text: string, params: Record<string, string>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);

/** Turns a schema issue message into text for a language; unknown messages pass through. */
export function translateValidationMessage(message: string, language: 'en' | 'hi'): string {
  const parsed = parseValidationMessage(message);
  if (!parsed) return message;
  const table: Record<string, string> = validationMessages[language];
  const fallback: Record<string, string> = validationMessages.en;
  const text = table[parsed.key] ?? fallback[parsed.key];
  return text === undefined ? message : interpolate(text, parsed.params);
}
