// Sample data (not real lender terms).
// spec 3 Option lists, served by /api/search-list (spec 7). List ids and item ids are stable: append
// new lists and items at the end, never renumber. Item order in each list is the display order.
import {
  CREDIT_SCORE_CLASSES,
  EMPLOYMENT_STATUS,
  LENDING,
  TICKET_CLASSES,
  formatWholeRupees,
} from '@cl/contracts';

export interface SeedOptionItem {
  id: number;
  value: string;
  valueHi: string;
}

export interface SeedOptionList {
  id: number;
  key: string;
  name: string;
  items: SeedOptionItem[];
}

type Row = readonly [id: number, value: string, valueHi: string];

function list(id: number, key: string, name: string, rows: readonly Row[]): SeedOptionList {
  return { id, key, name, items: rows.map(([itemId, value, valueHi]) => ({ id: itemId, value, valueHi })) };
}

const inr = (rupees: number): string => formatWholeRupees(rupees);

/** An amount band label in English and Hindi; max null means open-ended. */
function band(min: number, max: number | null): { value: string; valueHi: string } {
  if (max === null) return { value: `Above ${inr(min - 1)}`, valueHi: `${inr(min - 1)} से अधिक` };
  if (min <= 0) return { value: `Up to ${inr(max)}`, valueHi: `${inr(max)} तक` };
  return { value: `${inr(min)} to ${inr(max)}`, valueHi: `${inr(min)} से ${inr(max)} तक` };
}

// Labels per EMPLOYMENT_STATUS key, so the list ids are the contract's codes by construction.
const EMPLOYMENT_LABELS: Record<keyof typeof EMPLOYMENT_STATUS, readonly [string, string]> = {
  salaried: ['Salaried', 'वेतनभोगी'],
  selfEmployed: ['Self-employed professional', 'स्व-रोज़गार पेशेवर'],
  business: ['Business owner', 'व्यवसाय स्वामी'],
  student: ['Student', 'विद्यार्थी'],
  retired: ['Retired', 'सेवानिवृत्त'],
  homemaker: ['Homemaker', 'गृहिणी'],
  unemployed: ['Not working', 'बेरोज़गार'],
};

const employmentRows: Row[] = (Object.keys(EMPLOYMENT_STATUS) as (keyof typeof EMPLOYMENT_STATUS)[])
  .map((key): Row => [EMPLOYMENT_STATUS[key], EMPLOYMENT_LABELS[key][0], EMPLOYMENT_LABELS[key][1]])
  .sort((a, b) => a[0] - b[0]);

// spec 9: a household income declaration is needed from ₹3,00,000 a year, so a band ends there.
const DECLARATION = LENDING.householdIncomeDeclarationPerYear;
const householdIncomeBands: readonly (readonly [number, number, number | null])[] = [
  [1, 0, 100_000],
  [2, 100_001, DECLARATION],
  [3, DECLARATION + 1, 500_000],
  [4, 500_001, 1_000_000],
  [5, 1_000_001, 2_500_000],
  [6, 2_500_001, null],
];
const householdIncomeRows: Row[] = householdIncomeBands.map(([id, min, max]): Row => {
  const { value, valueHi } = band(min, max);
  return [id, value, valueHi];
});

const ticketClassRows: Row[] = TICKET_CLASSES.map((c): Row => [c.id, c.value, band(c.min, c.max).valueHi]);

const creditScoreRows: Row[] = CREDIT_SCORE_CLASSES.map((c): Row => [c.id, c.value, `${c.minScore} या अधिक`]);

export const SEED_OPTION_LISTS: SeedOptionList[] = [
  list(1, 'communicationPreference', 'Communication preference', [
    [1, 'SMS', 'एसएमएस'],
    [2, 'Email', 'ईमेल'],
    [3, 'WhatsApp', 'व्हाट्सऐप'],
    [4, 'Phone call', 'फ़ोन कॉल'],
  ]),
  list(2, 'employmentStatus', 'Employment status', employmentRows),
  list(3, 'salaryMode', 'Salary mode', [
    [1, 'Bank transfer', 'बैंक ट्रांसफ़र'],
    [2, 'Cheque', 'चेक'],
    [3, 'Cash', 'नकद'],
  ]),
  list(4, 'householdIncome', 'Annual household income', householdIncomeRows),
  list(5, 'gender', 'Gender', [
    [1, 'Male', 'पुरुष'],
    [2, 'Female', 'महिला'],
    [3, 'Transgender', 'ट्रांसजेंडर'],
    [4, 'Prefer not to say', 'बताना नहीं चाहते'],
  ]),
  list(6, 'genderShort', 'Gender (short)', [
    [1, 'M', 'पु.'],
    [2, 'F', 'म.'],
    [3, 'Other', 'अन्य'],
  ]),
  list(7, 'salutation', 'Salutation', [
    [1, 'Mr.', 'श्री'],
    [2, 'Mrs.', 'श्रीमती'],
    [3, 'Ms.', 'सुश्री'],
    [4, 'Dr.', 'डॉ.'],
  ]),
  list(8, 'residenceType', 'Residence type', [
    [1, 'Owned', 'स्वयं का मकान'],
    [2, 'Rented', 'किराए का मकान'],
    [3, 'Company provided', 'कंपनी द्वारा दिया गया'],
    [4, 'PG / Hostel', 'पीजी / हॉस्टल'],
    [5, 'Living with family', 'परिवार के साथ'],
  ]),
  list(9, 'residentialStatus', 'Residential status', [
    [1, 'Resident Indian', 'भारतीय निवासी'],
    [2, 'Non-resident Indian (NRI)', 'अनिवासी भारतीय (एनआरआई)'],
    [3, 'OCI / PIO cardholder', 'ओसीआई / पीआईओ कार्डधारक'],
  ]),
  list(10, 'yearsAtResidence', 'Years at current residence', [
    [1, 'Less than 1 year', '1 वर्ष से कम'],
    [2, '1 to 3 years', '1 से 3 वर्ष'],
    [3, '3 to 5 years', '3 से 5 वर्ष'],
    [4, 'More than 5 years', '5 वर्ष से अधिक'],
  ]),
  list(11, 'education', 'Highest education', [
    [1, 'Below 10th', '10वीं से कम'],
    [2, '10th pass', '10वीं उत्तीर्ण'],
    [3, '12th pass', '12वीं उत्तीर्ण'],
    [4, 'Diploma / ITI', 'डिप्लोमा / आईटीआई'],
    [5, 'Graduate', 'स्नातक'],
    [6, 'Post graduate', 'स्नातकोत्तर'],
    [7, 'Professional degree (CA, CS, MBBS, LLB)', 'व्यावसायिक डिग्री (सीए, सीएस, एमबीबीएस, एलएलबी)'],
    [8, 'Doctorate (PhD)', 'डॉक्टरेट (पीएचडी)'],
  ]),
  list(12, 'maritalStatus', 'Marital status', [
    [1, 'Single', 'अविवाहित'],
    [2, 'Married', 'विवाहित'],
    [3, 'Divorced', 'तलाक़शुदा'],
    [4, 'Widowed', 'विधवा / विधुर'],
    [5, 'Separated', 'अलग रह रहे'],
  ]),
  list(13, 'jobSector', 'Job sector', [
    [1, 'Information technology', 'सूचना प्रौद्योगिकी'],
    [2, 'Banking, financial services and insurance (BFSI)', 'बैंकिंग, वित्तीय सेवाएँ और बीमा (बीएफ़एसआई)'],
    [3, 'Central or state government', 'केंद्र या राज्य सरकार'],
    [4, 'Public sector undertaking (PSU)', 'सार्वजनिक क्षेत्र उपक्रम (पीएसयू)'],
    [5, 'Manufacturing', 'विनिर्माण'],
    [6, 'Healthcare and pharma', 'स्वास्थ्य सेवा और फ़ार्मा'],
    [7, 'Education', 'शिक्षा'],
    [8, 'Retail and e-commerce', 'खुदरा और ई-कॉमर्स'],
    [9, 'Telecom', 'दूरसंचार'],
    [10, 'Hospitality and travel', 'आतिथ्य और यात्रा'],
    [11, 'Logistics and transport', 'लॉजिस्टिक्स और परिवहन'],
    [12, 'Construction and real estate', 'निर्माण और रियल एस्टेट'],
    [13, 'Defence and police', 'रक्षा और पुलिस'],
    [14, 'Media and entertainment', 'मीडिया और मनोरंजन'],
    [15, 'Other', 'अन्य'],
  ]),
  list(14, 'companyType', 'Employer type', [
    [1, 'Private limited company', 'प्राइवेट लिमिटेड कंपनी'],
    [2, 'Public limited company', 'पब्लिक लिमिटेड कंपनी'],
    [3, 'Multinational company (MNC)', 'बहुराष्ट्रीय कंपनी (एमएनसी)'],
    [4, 'Government', 'सरकारी'],
    [5, 'Public sector undertaking (PSU)', 'सार्वजनिक क्षेत्र उपक्रम (पीएसयू)'],
    [6, 'Partnership firm / LLP', 'साझेदारी फ़र्म / एलएलपी'],
    [7, 'Proprietorship', 'एकल स्वामित्व'],
    [8, 'Other', 'अन्य'],
  ]),
  list(15, 'workStatus', 'Work status', [
    [1, 'Permanent', 'स्थायी'],
    [2, 'On probation', 'परिवीक्षा पर'],
    [3, 'Contract', 'अनुबंध पर'],
    [4, 'Part-time', 'अंशकालिक'],
    [5, 'Temporary', 'अस्थायी'],
  ]),
  list(16, 'workExperience', 'Total work experience', [
    [1, 'Less than 6 months', '6 महीने से कम'],
    [2, '6 months to 1 year', '6 महीने से 1 वर्ष'],
    [3, '1 to 2 years', '1 से 2 वर्ष'],
    [4, '2 to 5 years', '2 से 5 वर्ष'],
    [5, 'More than 5 years', '5 वर्ष से अधिक'],
  ]),
  list(17, 'businessRegistrationType', 'Business registration type', [
    [1, 'GST registration', 'जीएसटी पंजीकरण'],
    [2, 'Udyam (MSME) registration', 'उद्यम (एमएसएमई) पंजीकरण'],
    [3, 'Shop and establishment licence', 'दुकान एवं स्थापना लाइसेंस'],
    [4, 'Partnership deed', 'साझेदारी विलेख'],
    [5, 'Certificate of incorporation (company / LLP)', 'निगमन प्रमाणपत्र (कंपनी / एलएलपी)'],
    [6, 'Trade licence', 'व्यापार लाइसेंस'],
    [7, 'None', 'कोई पंजीकरण नहीं'],
  ]),
  list(18, 'businessConstitution', 'Business constitution', [
    [1, 'Sole proprietorship', 'एकल स्वामित्व'],
    [2, 'Partnership firm', 'साझेदारी फ़र्म'],
    [3, 'Limited liability partnership (LLP)', 'सीमित देयता भागीदारी (एलएलपी)'],
    [4, 'Private limited company', 'प्राइवेट लिमिटेड कंपनी'],
    [5, 'Public limited company', 'पब्लिक लिमिटेड कंपनी'],
    [6, 'One person company (OPC)', 'एक व्यक्ति कंपनी (ओपीसी)'],
    [7, 'Hindu undivided family (HUF)', 'हिंदू अविभाजित परिवार (एचयूएफ़)'],
  ]),
  list(19, 'businessYears', 'Years in business', [
    [1, 'Less than 1 year', '1 वर्ष से कम'],
    [2, '1 to 2 years', '1 से 2 वर्ष'],
    [3, '2 to 3 years', '2 से 3 वर्ष'],
    [4, '3 to 5 years', '3 से 5 वर्ष'],
    [5, 'More than 5 years', '5 वर्ष से अधिक'],
  ]),
  list(20, 'businessTurnover', 'Annual business turnover', [
    [1, 'Below ₹10 lakh', '₹10 लाख से कम'],
    [2, '₹10 lakh to ₹25 lakh', '₹10 लाख से ₹25 लाख तक'],
    [3, '₹25 lakh to ₹50 lakh', '₹25 लाख से ₹50 लाख तक'],
    [4, '₹50 lakh to ₹1 crore', '₹50 लाख से ₹1 करोड़ तक'],
    [5, '₹1 crore to ₹5 crore', '₹1 करोड़ से ₹5 करोड़ तक'],
    [6, 'Above ₹5 crore', '₹5 करोड़ से अधिक'],
  ]),
  list(21, 'businessType', 'Business type / industry', [
    [1, 'Manufacturing', 'विनिर्माण'],
    [2, 'Wholesale trading', 'थोक व्यापार'],
    [3, 'Retail shop', 'खुदरा दुकान'],
    [4, 'Services', 'सेवाएँ'],
    [5, 'Restaurant or food business', 'रेस्टोरेंट या खाद्य व्यवसाय'],
    [6, 'Transport and logistics', 'परिवहन और लॉजिस्टिक्स'],
    [7, 'Construction and contracting', 'निर्माण और ठेकेदारी'],
    [8, 'Agriculture and allied activities', 'कृषि और संबद्ध गतिविधियाँ'],
    [9, 'IT and software services', 'आईटी और सॉफ़्टवेयर सेवाएँ'],
    [10, 'Clinic, pharmacy or diagnostic lab', 'क्लिनिक, फ़ार्मेसी या जाँच लैब'],
    [11, 'Education and coaching', 'शिक्षा और कोचिंग'],
    [12, 'Textiles and garments', 'कपड़ा और परिधान'],
    [13, 'Online seller (e-commerce)', 'ऑनलाइन विक्रेता (ई-कॉमर्स)'],
    [14, 'Other', 'अन्य'],
  ]),
  list(22, 'professionType', 'Profession', [
    [1, 'Doctor', 'डॉक्टर'],
    [2, 'Dentist', 'दंत चिकित्सक'],
    [3, 'Chartered accountant (CA)', 'चार्टर्ड अकाउंटेंट (सीए)'],
    [4, 'Company secretary (CS)', 'कंपनी सेक्रेटरी (सीएस)'],
    [5, 'Cost accountant (CMA)', 'कॉस्ट अकाउंटेंट (सीएमए)'],
    [6, 'Lawyer / advocate', 'वकील / अधिवक्ता'],
    [7, 'Architect', 'वास्तुकार'],
    [8, 'Consulting engineer', 'परामर्शदाता इंजीनियर'],
    [9, 'Pharmacist', 'फ़ार्मासिस्ट'],
    [10, 'Freelancer / consultant', 'फ़्रीलांसर / सलाहकार'],
    [11, 'Other', 'अन्य'],
  ]),
  list(23, 'loanPurpose', 'Loan purpose', [
    [1, 'Medical emergency', 'चिकित्सा आपातकाल'],
    [2, 'Education', 'शिक्षा'],
    [3, 'Wedding', 'विवाह'],
    [4, 'Travel', 'यात्रा'],
    [5, 'Home renovation', 'घर की मरम्मत'],
    [6, 'Debt consolidation', 'कर्ज़ समेकन'],
    [7, 'Consumer durables', 'उपभोक्ता टिकाऊ सामान'],
    [8, 'Vehicle purchase', 'वाहन ख़रीद'],
    [9, 'Business expansion', 'व्यवसाय विस्तार'],
    [10, 'Working capital', 'कार्यशील पूँजी'],
    [11, 'Other', 'अन्य'],
  ]),
  list(24, 'bankName', 'Salary / primary bank', [
    [1, 'State Bank of India', 'भारतीय स्टेट बैंक'],
    [2, 'HDFC Bank', 'एचडीएफ़सी बैंक'],
    [3, 'ICICI Bank', 'आईसीआईसीआई बैंक'],
    [4, 'Axis Bank', 'ऐक्सिस बैंक'],
    [5, 'Kotak Mahindra Bank', 'कोटक महिंद्रा बैंक'],
    [6, 'Punjab National Bank', 'पंजाब नेशनल बैंक'],
    [7, 'Bank of Baroda', 'बैंक ऑफ़ बड़ौदा'],
    [8, 'Canara Bank', 'केनरा बैंक'],
    [9, 'Union Bank of India', 'यूनियन बैंक ऑफ़ इंडिया'],
    [10, 'IndusInd Bank', 'इंडसइंड बैंक'],
    [11, 'IDFC FIRST Bank', 'आईडीएफ़सी फ़र्स्ट बैंक'],
    [12, 'Yes Bank', 'यस बैंक'],
    [13, 'Other', 'अन्य'],
  ]),
  list(25, 'bankAccountType', 'Bank account type', [
    [1, 'Savings', 'बचत खाता'],
    [2, 'Current', 'चालू खाता'],
    [3, 'Salary', 'वेतन खाता'],
  ]),
  list(26, 'yesNo', 'Yes / No', [
    [1, 'Yes', 'हाँ'],
    [2, 'No', 'नहीं'],
  ]),
  list(27, 'ticketClass', 'Ticket class', ticketClassRows),
  list(28, 'creditScoreClass', 'Credit score class', creditScoreRows),
];
