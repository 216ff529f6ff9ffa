import type { Catalog } from './en.ts';

/**
 * Placeholder until the translated catalog lands (it replaces this file): the few messages the
 * plumbing's tests read; every missing key falls back to English.
 */
export const hi: Partial<Catalog> = {
  'auth.unauthenticated': 'जारी रखने के लिए कृपया साइन इन करें',
  'auth.forbidden': 'आपको यह करने की अनुमति नहीं है',
  'meta.siteDescription': 'विशेषज्ञता, बीमारी और स्थान के अनुसार डॉक्टर खोजें, और ऑनलाइन वीडियो या क्लिनिक में अपॉइंटमेंट बुक करें।',
  'page.home.title': 'MedBook — डॉक्टर खोजें और अपॉइंटमेंट बुक करें',
  'bookingDetails.nameRequired': 'नाम आवश्यक है',
  'booking.type.online': 'वीडियो परामर्श',
  'booking.mail.doctorName': 'डॉ. {name}',
};
