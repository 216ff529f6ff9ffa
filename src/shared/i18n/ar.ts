import type { Catalog } from './en.ts';

/**
 * Placeholder until the translated catalog lands (it replaces this file): the few messages the
 * plumbing's tests read; every missing key falls back to English.
 */
export const ar: Partial<Catalog> = {
  'auth.unauthenticated': 'يرجى تسجيل الدخول للمتابعة',
  'auth.forbidden': 'غير مسموح لك بالقيام بذلك',
  'common.validation': 'يرجى التحقق من الحقول المميزة',
  'meta.siteDescription': 'ابحث عن الأطباء حسب التخصص والحالة والموقع، واحجز مواعيد عن بُعد أو حضورية عبر الإنترنت.',
  'page.home.title': 'MedBook — ابحث عن طبيب واحجز موعدك',
  'bookingDetails.nameRequired': 'الاسم مطلوب',
  'booking.type.online': 'استشارة عن بُعد',
  'booking.mail.doctorName': 'د. {name}',
};
