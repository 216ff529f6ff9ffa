import type { LegalDocument } from './legal-types.ts';

export const privacyEn: LegalDocument = {
  intro:
    'This Privacy Policy explains what personal information MedBook collects when you use our website and web app, how we use it, and the choices you have. We collect only what we need to help you find doctors and manage appointments.',
  sections: [
    {
      heading: '1. Information we collect',
      paragraphs: ['Depending on how you use the Service, we collect:'],
      items: [
        'Account details: your name, email address, mobile number and country code, and your profile photo if you add one.',
        'Profile details you choose to give: date of birth, gender, blood group, weight, marital status and address.',
        'Booking details: the doctor, clinic, date, time, consultation type, fee and the description you write for the doctor.',
        'Location: the city or area you search in, and your device location if you allow it, used to show nearby doctors.',
        'Doctors: professional details, registration and licence numbers, and the licence and photo ID documents submitted for verification.',
        'Technical data: device and browser type, pages visited and error logs, used to keep the Service secure and working.',
      ],
    },
    {
      heading: '2. How we use your information',
      paragraphs: ['We use personal information to:'],
      items: [
        'sign you in with one-time codes and keep your session secure;',
        'create, confirm and manage your appointments and enquiries, and share the necessary details with the doctor you book;',
        'show doctors near you and remember your recent searches and viewed doctors on your device;',
        'verify doctors and handle profile claims;',
        'send service messages such as codes and booking confirmations;',
        'prevent fraud and abuse, and meet our legal obligations.',
      ],
    },
    {
      heading: '3. Health information',
      paragraphs: [
        'Booking descriptions and reviews may reveal information about your health. We treat this as sensitive: it is shared only with the doctor you book, used only to provide the Service, and never sold or used for advertising.',
      ],
    },
    {
      heading: '4. Sharing',
      paragraphs: [
        'We share booking details with the doctor or clinic you choose. We use service providers (hosting, email and SMS delivery) who process data on our behalf under contract. We may disclose information when required by law or to protect the safety of our users. We do not sell personal information.',
      ],
    },
    {
      heading: '5. Cookies and storage on your device',
      paragraphs: [
        'We use a secure, HttpOnly session cookie to keep you signed in; page scripts cannot read it. The app also stores pages you have opened, your recent doctors and any actions waiting for a connection on your device, so it keeps working offline. Signing out removes your bookings from this storage.',
      ],
    },
    {
      heading: '6. Retention and security',
      paragraphs: [
        'We keep account and booking records for as long as your account is active and as needed to meet legal, accounting and medical-record obligations. Sessions expire and can be revoked. Data is encrypted in transit and access is limited to staff who need it.',
      ],
    },
    {
      heading: '7. Your rights',
      paragraphs: [
        'You can view and update your profile at any time. Subject to local law, you may ask for a copy of your data, for corrections, or for your account to be deleted, and you may withdraw consent to location access in your browser settings.',
      ],
    },
    {
      heading: '8. Children',
      paragraphs: [
        'The Service is intended for adults. A parent or guardian may book for a child, and is responsible for the information they provide.',
      ],
    },
    {
      heading: '9. Changes and contact',
      paragraphs: [
        'We will post any changes to this policy on this page and update the date above. For privacy questions or requests, use the Contact Us page or write to privacy@medbook.example.',
      ],
    },
  ],
};
