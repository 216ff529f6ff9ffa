import type { LegalDocument } from './legal-types.ts';

export const termsEn: LegalDocument = {
  intro:
    'These Terms & Conditions govern your use of the MedBook website and web app (the "Service"), which helps patients find doctors and book virtual or in-person appointments. By using the Service you agree to these terms. If you do not agree, please do not use the Service.',
  sections: [
    {
      heading: '1. What MedBook is (and is not)',
      paragraphs: [
        'MedBook is a directory and booking platform. We list doctors and clinics, show their availability and fees, and pass your booking or enquiry to the doctor you choose.',
        'MedBook is not a healthcare provider and does not give medical advice. Diagnosis and treatment are provided solely by the doctors you consult, who are responsible for the care they give.',
        'The Service is not for emergencies. If you have a medical emergency, call your local emergency number or go to the nearest emergency department immediately.',
      ],
    },
    {
      heading: '2. Your account',
      paragraphs: [
        'You sign in with a one-time code sent to your email address or mobile number, or with a supported social sign-in account. You must give accurate details and keep access to your email and phone secure.',
        'You are responsible for activity under your account. Tell us straight away if you believe someone else has used it. You must be at least 18 years old, or have the consent of a parent or guardian, to book on behalf of yourself.',
      ],
    },
    {
      heading: '3. Booking appointments',
      paragraphs: [
        'Appointment times, consultation types (virtual or doctor visit) and fees are set by each doctor. A booking is confirmed when the Service shows a confirmation; you will also find it under My Bookings.',
        'Fees are shown in the currency of the country where the doctor or clinic is (UAE dirhams, AED, in the United Arab Emirates; Indian rupees, ₹, in India) and are payable to the doctor or clinic as they direct, unless the Service clearly says otherwise. Doctors may change their fees and availability, but a confirmed booking keeps the fee shown when you booked.',
      ],
      items: [
        'Arrive on time for a doctor visit, or join a virtual consultation from a quiet place with a working connection.',
        'Bring any reports, prescriptions or identification the doctor may need.',
        'Give truthful information about your symptoms in the booking description.',
      ],
    },
    {
      heading: '4. Cancellations and no-shows',
      paragraphs: [
        'You can cancel an upcoming booking from My Bookings, giving a reason. Please cancel as early as possible so the time can be offered to another patient.',
        'A doctor may mark a booking as completed, as a no-show, or cancel it when they cannot attend. Repeated no-shows may lead to restrictions on your account.',
      ],
    },
    {
      heading: '5. Doctor profiles, claims and verification',
      paragraphs: [
        'Doctor profiles are created by doctors or compiled from public information. A verification badge means MedBook has checked the doctor\'s medical licence and photo identification; it is not an endorsement of clinical quality.',
        'Doctors may claim or reclaim a profile by submitting proof of licence and identity. Submitting false documents is prohibited and may be reported to the relevant authorities.',
        'Doctors who register agree to keep their profile, fees and availability accurate, to honour confirmed bookings and to comply with the professional rules of their licensing body.',
      ],
    },
    {
      heading: '6. Reviews and enquiries',
      paragraphs: [
        'After a consultation you may write a review. Reviews must be honest, based on your own experience, and must not contain personal health details of others, abusive language or advertising. We may remove reviews that break these rules.',
        'Enquiries sent to doctors who are not yet verified are passed on as messages; the doctor decides whether and how to respond.',
      ],
    },
    {
      heading: '7. Acceptable use',
      paragraphs: ['When using the Service you must not:'],
      items: [
        'book appointments you do not intend to keep, or book in someone else\'s name without their permission;',
        'copy, scrape or resell listings, or interfere with the Service\'s security or availability;',
        'upload unlawful, misleading or harmful content, or impersonate any person.',
      ],
    },
    {
      heading: '8. Liability',
      paragraphs: [
        'We work to keep the Service accurate and available, but it is provided "as is". To the extent the law allows, MedBook is not liable for the medical care provided by doctors, for a doctor\'s failure to attend, or for indirect or consequential losses.',
        'Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: '9. Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. The date at the top of this page shows when they last changed. Continuing to use the Service after a change means you accept the updated terms.',
      ],
    },
    {
      heading: '10. Contact',
      paragraphs: ['Questions about these terms can be sent through the Contact Us page or to support@medbook.example.'],
    },
  ],
};
