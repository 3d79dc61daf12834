// Tests only: every public text by language, the area's catalog and each screen's together (as a page that
// rendered its screen holds them), so a test can look a text up without knowing which catalog it lives in.
import arArea from '../messages/ar.json';
import enArea from '../messages/en.json';
import loginAr from './Login/messages/ar.json';
import loginEn from './Login/messages/en.json';
import registerAr from './Register/messages/ar.json';
import registerEn from './Register/messages/en.json';
import subscriptionAr from './Subscription/messages/ar.json';
import subscriptionEn from './Subscription/messages/en.json';
import blogAr from './Blog/messages/ar.json';
import blogEn from './Blog/messages/en.json';
import blogPostAr from './BlogPost/messages/ar.json';
import blogPostEn from './BlogPost/messages/en.json';
import contactAr from './Contact/messages/ar.json';
import contactEn from './Contact/messages/en.json';
import faqsAr from './Faqs/messages/ar.json';
import faqsEn from './Faqs/messages/en.json';
import aboutIslamAr from './AboutIslam/messages/ar.json';
import aboutIslamEn from './AboutIslam/messages/en.json';
import unauthorizedAr from './Unauthorized/messages/ar.json';
import unauthorizedEn from './Unauthorized/messages/en.json';
import setPasswordAr from './SetPassword/messages/ar.json';
import setPasswordEn from './SetPassword/messages/en.json';
import emailLinksAr from './EmailLinks/messages/ar.json';
import emailLinksEn from './EmailLinks/messages/en.json';
import unsubscribeAr from './Unsubscribe/messages/ar.json';
import unsubscribeEn from './Unsubscribe/messages/en.json';
import privacyAr from './Privacy/messages/ar.json';
import privacyEn from './Privacy/messages/en.json';

export const allTextsEn = {
  ...enArea,
  ...loginEn,
  ...registerEn,
  ...subscriptionEn,
  ...blogEn,
  ...blogPostEn,
  ...contactEn,
  ...faqsEn,
  ...aboutIslamEn,
  ...unauthorizedEn,
  ...setPasswordEn,
  ...emailLinksEn,
  ...unsubscribeEn,
  ...privacyEn,
};
export const allTextsAr: Record<keyof typeof allTextsEn, string> = {
  ...arArea,
  ...loginAr,
  ...registerAr,
  ...subscriptionAr,
  ...blogAr,
  ...blogPostAr,
  ...contactAr,
  ...faqsAr,
  ...aboutIslamAr,
  ...unauthorizedAr,
  ...setPasswordAr,
  ...emailLinksAr,
  ...unsubscribeAr,
  ...privacyAr,
};
