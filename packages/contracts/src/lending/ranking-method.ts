import type { LanguageCode } from '../constants.ts';

// REGULATION (RBI DLD 2025): one documented matching and ranking method, applied the same way to
// everyone, described on a public page, with no say for commission or revenue. The server stores
// this version with every set of offers it shows, so what a customer saw can be proven later.
// Change the wording or the rules -> bump the version (and the server's rankOffers with it).

// v2 (issue 17): lenders on the ONDC network are matched by their own offer, then ordered alike.
export const RANKING_METHOD_VERSION = '2026-11-v2';
export type RankingMethodVersion = typeof RANKING_METHOD_VERSION;

export interface RankingMethodText {
  title: string;
  summary: string;
  matching: readonly string[];
  ordering: readonly string[];
  notes: readonly string[];
}

export const rankingMethodDescription: Record<LanguageCode, RankingMethodText> = {
  en: {
    title: 'How we match and order lender offers',
    summary:
      'We apply the same rules to every customer and every lender. What a lender pays us never changes whether it is shown or where it appears.',
    matching: [
      'A lender matches when it is active, offers the loan type you chose, and your age, monthly income, employment type and the amount you asked for are within its published limits.',
      'If you have told us your credit score, it must be at least the lender’s minimum. If you have not, we still show the lender and tell you that it will check your credit report itself.',
      'Where a lender has no limit for a criterion, that criterion does not exclude anyone.',
      'Lenders that do not match are listed too, each with the reasons.',
      'Lenders on the ONDC network decide themselves whether to make you an offer, after you fill in their own form; each offer they make is ordered by the same rules as every other, and those that make none are listed too.',
    ],
    ordering: [
      'Lowest annual percentage rate (APR) first: the lender’s lowest APR, then its highest APR. APR includes fees, so it is the fairest single comparison of cost.',
      'When APRs are equal, the offer with the larger loan amount comes first.',
      'When those are equal too, a fixed lender order kept by our team decides. It is used only as a tie-break.',
      'Finally, alphabetical order of the lender name.',
    ],
    notes: [
      'Offers whose lender has not published an APR are placed after those that have.',
      'APR, EMI and fees shown are indicative; the lender’s Key Fact Statement (KFS) is final.',
      `Method version ${RANKING_METHOD_VERSION}.`,
    ],
  },
  hi: {
    title: 'हम ऋणदाताओं के ऑफ़र कैसे मिलाते और क्रम में रखते हैं',
    summary:
      'हम हर ग्राहक और हर ऋणदाता पर एक जैसे नियम लागू करते हैं। कोई ऋणदाता हमें कितना भुगतान करता है, इससे यह तय नहीं होता कि वह दिखेगा या किस स्थान पर दिखेगा।',
    matching: [
      'कोई ऋणदाता तब मेल खाता है जब वह सक्रिय हो, आपके चुने गए ऋण का प्रकार देता हो, और आपकी आयु, मासिक आय, रोज़गार प्रकार और माँगी गई राशि उसकी घोषित सीमाओं के भीतर हों।',
      'यदि आपने अपना क्रेडिट स्कोर बताया है, तो वह ऋणदाता के न्यूनतम स्कोर के बराबर या अधिक होना चाहिए। यदि नहीं बताया है, तो भी हम ऋणदाता दिखाते हैं और बताते हैं कि वह आपकी क्रेडिट रिपोर्ट स्वयं जाँचेगा।',
      'जिस शर्त के लिए ऋणदाता ने कोई सीमा नहीं रखी, वह शर्त किसी को बाहर नहीं करती।',
      'जो ऋणदाता मेल नहीं खाते, उन्हें भी कारणों के साथ दिखाया जाता है।',
      'ONDC नेटवर्क के ऋणदाता अपना फ़ॉर्म भरने के बाद स्वयं तय करते हैं कि आपको ऑफ़र दें या नहीं; उनका हर ऑफ़र बाकी सभी की तरह उन्हीं नियमों से क्रम में रखा जाता है, और जो ऑफ़र नहीं देते उन्हें भी दिखाया जाता है।',
    ],
    ordering: [
      'सबसे कम वार्षिक प्रतिशत दर (APR) पहले: पहले ऋणदाता की न्यूनतम APR, फिर अधिकतम APR। APR में शुल्क शामिल होते हैं, इसलिए लागत की तुलना का यह सबसे उचित आधार है।',
      'APR बराबर होने पर अधिक ऋण राशि वाला ऑफ़र पहले आता है।',
      'ये भी बराबर हों तो हमारी टीम द्वारा रखा गया ऋणदाताओं का एक निश्चित क्रम निर्णय करता है। इसका उपयोग केवल बराबरी तोड़ने के लिए होता है।',
      'अंत में ऋणदाता के नाम का वर्णानुक्रम।',
    ],
    notes: [
      'जिन ऋणदाताओं ने APR प्रकाशित नहीं की है, उनके ऑफ़र APR वाले ऑफ़रों के बाद रखे जाते हैं।',
      'दिखाई गई APR, EMI और शुल्क सांकेतिक हैं; ऋणदाता का मुख्य तथ्य विवरण (KFS) अंतिम है।',
      `पद्धति संस्करण ${RANKING_METHOD_VERSION}।`,
    ],
  },
};
