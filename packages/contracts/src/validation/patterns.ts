// spec 5: the patterns behind every validation rule. One place; forms and server both use them.

export const PATTERNS = {
  // word characters with optional . _ % + - separators, an @, a domain, a 2-3 letter ending
  email: /^\w+(?:[._%+-]\w+)*@\w+(?:[.-]\w+)*\.[A-Za-z]{2,3}$/,
  // 3 letters, P, a letter or *, 4 digits or *, a letter or *
  panIndividual: /^[A-Z]{3}P[A-Z*][0-9*]{4}[A-Z*]$/,
  // 4 letters, a letter or *, 4 digits or *, a letter or *
  panNonIndividual: /^[A-Z]{4}[A-Z*][0-9*]{4}[A-Z*]$/,
  // 4 letters, the digit 0, then 6 letters or digits (case sensitive)
  ifsc: /^[A-Z]{4}0[A-Z0-9]{6}$/,
  nameLetters: /^[A-Za-z]+$/,
  // at least two words of letters, - or ' allowed inside a word
  fullName: /^[A-Za-z]+(?:['-][A-Za-z]+)*(?: [A-Za-z]+(?:['-][A-Za-z]+)*)+$/,
  addressLine: /^[A-Za-z0-9\-,.# ]+$/,
  locality: /^[A-Za-z0-9,.# ]+$/,
  // a course or an institution: "B.Tech (Computer Science)", "St. Xavier's College"
  courseText: /^[A-Za-z0-9.,&()' -]{2,100}$/,
  pincode: /^[1-9][0-9]{5}$/,
  phone: /^[6-9][0-9]{9}$/,
  otp: /^[0-9]{6}$/,
  companyName: /^[A-Za-z0-9 ]{3,40}$/,
  birthDate: /^(\d{2})\/(\d{2})\/(\d{4})$/,
  alphanumeric2: /^[A-Za-z0-9]{2,}$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  alphanumeric10: /^[A-Za-z0-9]{1,10}$/,
  utmId: /^[A-Za-z0-9_-]+$/,
  digits: /^[0-9]+$/,
} as const;
