/** Business constants of spec 000 §9 and 001 §9, in one place for client and server. */
export const OTP_LENGTH = 4;
export const OTP_RESEND_SECONDS = 45;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_SENDS_PER_HOUR = 5;
/**
 * Wrong codes allowed per account in a sliding day, across its codes, channels
 * and purposes. A 4-digit code gives each guess 1/10 000, so 20 a day is at
 * most a 0.2 % chance of breaking in.
 */
export const OTP_MAX_WRONG_GUESSES_PER_DAY = 20;
export const OTP_GUESS_WINDOW_HOURS = 24;
export const DEFAULT_DIAL_CODE = '+971';
export const DEFAULT_COUNTRY = 'AE';
export const DEFAULT_CITY = 'Dubai';
export const DEFAULT_LOCATION_SLUG = 'default-location';
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 12;
export const LISTING_PAGE_SIZE = 10;
export const BOOKINGS_PAGE_SIZE = 10;
export const SEARCH_REFETCH_MS = 2000;
export const BOOKING_REDIRECT_SECONDS = 5;
export const STATIC_PLACEHOLDER_MS = 1000;
export const TILES_COLLAPSED = 10;
export const SYMPTOMS_COLLAPSED = 4;
export const PROFILE_CARD_SPECIALIZATIONS = 3;
export const TOAST_MS = 3000;
export const ENQUIRY_MAX_CHARS = 500;
export const REVIEW_MAX_CHARS = 500;
export const ABOUT_MAX_CHARS = 500;
export const POSTAL_CODE_MAX_CHARS = 10;
export const FILE_MAX_BYTES = 5 * 1024 * 1024;
export const SLOT_DURATIONS = [15, 30, 45, 60] as const;
export const AUTOCOMPLETE_COUNTRIES = ['ae', 'us', 'in', 'gb', 'ca', 'au'] as const;
export const GEOLOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 } as const;
/** Search card city suggestions wait this long after the last keystroke. */
export const CITY_SUGGEST_DEBOUNCE_MS = 150;
/** Support contact on the home help banner. */
export const SUPPORT_EMAIL = 'support@medbook.example';
export const SUPPORT_PHONE = '+971 4 123 4567';
export const SESSION_DAYS = 30;
/** However often it is used, a session ends this long after its sign-in (issue 36: sessions slid for ever). */
export const SESSION_MAX_DAYS = 90;
export const SESSION_COOKIE = 'mb_session';
/**
 * A device that signed in to an account keeps its own code allowance (issue 36: a stranger spending an
 * address's guesses locked its owner out for a day). The signed cookie names the device and the accounts
 * it signed in to (at most DEVICE_ACCOUNTS, newest kept) for DEVICE_DAYS.
 */
export const DEVICE_COOKIE = 'mb_device';
export const DEVICE_DAYS = 365;
export const DEVICE_ACCOUNTS = 5;
/** Booking and enquiry date strip (000 §9): 7 days from today in the clinic's zone (the booking strip's later pages: 7 days each). */
export const DAY_STRIP_DAYS = 7;
/** Enquiry times: every 30 minutes from 08:00 to 20:30 (000 §9). */
export const ENQUIRY_SLOT_FIRST = '08:00';
export const ENQUIRY_SLOT_LAST = '20:30';
export const ENQUIRY_SLOT_STEP_MINUTES = 30;
/** How far ahead the server accepts a booking; the booking panel's strip pages on to it, 7 days at a time (issue 39). */
export const BOOKING_HORIZON_DAYS = 90;
/**
 * Active (confirmed or ongoing, not yet ended) bookings one patient may hold: with one doctor, and
 * in all. Enough for real care; one account can no longer hoard a doctor's whole week.
 */
export const MAX_UPCOMING_BOOKINGS_PER_DOCTOR = 3;
export const MAX_UPCOMING_BOOKINGS = 10;
/**
 * Both limits above count per person booked for (issue 41: a family of five may hold five bookings
 * with one doctor); the account as a whole holds at most this many active bookings for everyone.
 */
export const MAX_UPCOMING_BOOKINGS_PER_ACCOUNT = 30;
/** Booking details: description length (000 §5 asks ≥ 10; the upper bound only guards the server). */
export const BOOKING_DESCRIPTION_MIN = 10;
export const BOOKING_DESCRIPTION_MAX = 3000;
export const NAME_MIN_CHARS = 2;
export const NAME_MAX_CHARS = 50;
/** Patient account (001 §3, §5, §9). */
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const GENDERS = ['male', 'female', 'other'] as const;
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
/** Family members a patient books for (issue 41): at most this many per account, born on or after 1900. */
export const FAMILY_MEMBERS_MAX = 10;
export const FAMILY_RELATIONS = ['child', 'parent', 'spouse', 'sibling', 'other'] as const;
export type FamilyRelation = (typeof FAMILY_RELATIONS)[number];
export const FAMILY_DOB_EARLIEST = '1900-01-01';
/** My Bookings date range filter: the value sent → how many days back (001 §9: 1 is "Last 7 Days"). */
export const BOOKING_DATE_RANGE_DAYS: Readonly<Record<string, number>> = { '1': 7, '7': 7, '15': 15, '30': 30 };
export const BOOKINGS_MAX_PAGE_SIZE = 50;
/** Uploaded images larger than this in either dimension are refused. */
export const IMAGE_MAX_PIXELS = 8000;
/** Support: '450 words' is only a hint (001 §9); this cap only guards the server. */
export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_DESCRIPTION_MAX = 5000;
export const CANCEL_REASON_MAX = 200;
export const CANCEL_DESCRIPTION_MAX = 1000;
/** Video consultation room (/consult/<room>): opens this long before the start and closes this long after the end. */
export const CONSULT_OPENS_BEFORE_MINUTES = 15;
export const CONSULT_CLOSES_AFTER_MINUTES = 30;
/** GET …/signals long-poll: the server answers [] after this long without a new signal. */
export const CONSULT_POLL_WAIT_MS = 20_000;
/** One signal's JSON body (an SDP offer with audio and video is ~5–10 KB). */
export const CONSULT_SIGNAL_MAX_BYTES = 64 * 1024;
export const CONSULT_SDP_MAX_CHARS = 40_000;
/** Waitlist (issue 19): a freed slot is held for the offered patient this long, then offered to the next. */
export const WAITLIST_HOLD_MINUTES = 15;
/** One freed slot is held for waiting patients, one after another, at most this long from its first offer; then it is free for everyone (issue 36: three throw-away accounts held one for 45 minutes). */
export const WAITLIST_CHAIN_MINUTES = 30;
/** An account younger than WAITLIST_NEW_ACCOUNT_HOURS may wait for at most WAITLIST_NEW_ACCOUNT_MAX_ENTRIES doctors. */
export const WAITLIST_NEW_ACCOUNT_HOURS = 24;
export const WAITLIST_NEW_ACCOUNT_MAX_ENTRIES = 2;
/** Waiting entries one patient may hold at a time. */
export const WAITLIST_MAX_ENTRIES = 10;
/** How often each server process hands lapsed offers on and sends unsent offer messages. */
export const WAITLIST_SWEEP_SECONDS = 15;
/** Reminders (issue 19): hours before a confirmed booking's start, largest first. */
export const REMINDER_OFFSETS_HOURS = [24, 2] as const;
/** The doctor's morning summary goes out at this local hour of the booking's day. */
export const DOCTOR_SUMMARY_HOUR = 7;
/**
 * A patient may reschedule or cancel until this long before the start (issue 19); later the
 * booking stays as it is (the doctor can still cancel).
 */
export const CHANGE_NOTICE_HOURS = 2;
/** "Another time" proposals a doctor may send for one booking, ever (issue 36: 20 in a row were 20 messages). */
export const PROPOSALS_PER_BOOKING = 3;
/** …and to one patient in any 24 hours, across that patient's bookings with the doctor. */
export const PROPOSALS_PER_PATIENT_DAY = 5;
