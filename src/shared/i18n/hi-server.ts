import type { enServer } from './en-server.ts';

/**
 * Placeholder until the translated catalog lands (it replaces this file): the few messages the
 * plumbing's tests read; every missing key falls back to English.
 */
export const hiServer: Partial<Record<keyof typeof enServer, string>> = {
  'booking.mail.patientSubject': 'अपॉइंटमेंट की पुष्टि हुई: {doctor}, {date} को {time} बजे',
  'booking.mail.patientBody':
    'नमस्ते {name},\n\nआपके अपॉइंटमेंट की पुष्टि हो गई है।\n\nडॉक्टर: {doctor}\nप्रकार: {type}\nतारीख: {date}\nसमय: {time} ({zone})\nअवधि: {duration} मिनट\nस्थान: {where}\nशुल्क: {fee}\n\nकैलेंडर आमंत्रण संलग्न है।',
  'booking.mail.eventTitle': 'अपॉइंटमेंट: {doctor} और {patient}',
  'booking.mail.onlineWhere': 'ऑनलाइन: {link}',
};
