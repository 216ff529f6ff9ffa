import { namesAr } from '../../../src/shared/i18n/names-ar.ts';
import { namesHi } from '../../../src/shared/i18n/names-hi.ts';
import type { NameGroup } from '../../../src/shared/i18n/names.ts';

/**
 * What people type for a speciality besides its catalog name (issue 37): the practitioner ("dermatologist"),
 * the lay word ("skin doctor"), the Arabic and Hindi everyday words ("جلدية", "त्वचा"), and Hindi or
 * Arabic words written in Latin letters ("twacha", "jildiya"). Keyed by the stored English name.
 * Misspellings ("dermatolojist") are found by `fuzzyMatch` below, not listed.
 */
const SPECIALITY_ALIASES: Record<string, readonly string[]> = {
  'General Physician': ['general practitioner', 'gp', 'family doctor', 'physician', 'doctor', 'طبيب عام', 'طبيب أسرة', 'باطنية', 'डॉक्टर', 'सामान्य चिकित्सक', 'फिजिशियन'],
  Cardiology: ['cardiologist', 'heart', 'heart doctor', 'heart specialist', 'قلب', 'أمراض القلب', 'طبيب قلب', 'दिल', 'हृदय', 'हृदय रोग', 'dil'],
  Dermatology: ['dermatologist', 'skin', 'skin doctor', 'skin specialist', 'hair', 'جلد', 'جلدية', 'أمراض جلدية', 'طبيب جلدية', 'त्वचा', 'चर्म', 'चर्म रोग', 'twacha', 'tvacha', 'jildiya'],
  Paediatrics: ['paediatrician', 'pediatrician', 'pediatrics', 'child doctor', 'children', 'baby doctor', 'kids', 'أطفال', 'طب الأطفال', 'طبيب أطفال', 'बच्चों', 'शिशु', 'बाल', 'bal rog'],
  Orthopaedics: ['orthopaedic', 'orthopedic', 'orthopedics', 'orthopedist', 'bone', 'bone doctor', 'joint', 'عظام', 'العظام', 'طبيب عظام', 'हड्डी', 'हड्डी रोग', 'haddi'],
  Gynaecology: ['gynaecologist', 'gynecologist', 'gynecology', 'obgyn', 'ob/gyn', 'women', 'pregnancy', 'نسائية', 'نساء وتوليد', 'طبيب نساء', 'स्त्री रोग', 'महिला', 'गर्भावस्था'],
  ENT: ['ent specialist', 'ear', 'nose', 'throat', 'otolaryngologist', 'أنف وأذن', 'أنف وأذن وحنجرة', 'أذن', 'कान', 'नाक', 'गला', 'कान नाक गला'],
  Ophthalmology: ['ophthalmologist', 'eye', 'eye doctor', 'eye specialist', 'عيون', 'طب العيون', 'طبيب عيون', 'आँख', 'आंख', 'नेत्र', 'aankh'],
  Dentistry: ['dentist', 'dental', 'teeth', 'tooth', 'أسنان', 'طبيب أسنان', 'दांत', 'दाँत', 'दंत', 'dant'],
  Psychiatry: ['psychiatrist', 'mental health', 'depression', 'نفسي', 'طب نفسي', 'طبيب نفسي', 'मानसिक', 'मनोचिकित्सक'],
  Neurology: ['neurologist', 'brain', 'nerve', 'أعصاب', 'طبيب أعصاب', 'मस्तिष्क', 'नस', 'न्यूरोलॉजिस्ट'],
  Urology: ['urologist', 'kidney stone', 'مسالك', 'مسالك بولية', 'मूत्र'],
  Gastroenterology: ['gastroenterologist', 'stomach', 'digestive', 'gastro', 'هضمي', 'جهاز هضمي', 'معدة', 'पेट', 'पाचन'],
  Pulmonology: ['pulmonologist', 'lungs', 'lung', 'chest physician', 'صدرية', 'رئة', 'फेफड़े', 'सांस'],
  Endocrinology: ['endocrinologist', 'diabetes', 'thyroid', 'hormone', 'سكري', 'غدد', 'غدد صماء', 'मधुमेह', 'डायबिटीज', 'थायराइड', 'sugar'],
  Nephrology: ['nephrologist', 'kidney', 'kidneys', 'كلى', 'طبيب كلى', 'गुर्दा', 'किडनी'],
  Oncology: ['oncologist', 'cancer', 'أورام', 'سرطان', 'कैंसर'],
  Rheumatology: ['rheumatologist', 'arthritis', 'روماتيزم', 'गठिया'],
  Physiotherapy: ['physiotherapist', 'physio', 'physical therapy', 'علاج طبيعي', 'फिजियो', 'फिजियोथेरेपिस्ट'],
  Psychology: ['psychologist', 'counsellor', 'counselor', 'therapist', 'therapy', 'أخصائي نفسي', 'معالج نفسي', 'मनोवैज्ञानिक', 'परामर्श'],
  'Nutrition and Dietetics': ['nutritionist', 'dietitian', 'dietician', 'diet', 'تغذية', 'أخصائي تغذية', 'आहार', 'डाइटीशियन'],
  Haematology: ['haematologist', 'hematologist', 'hematology', 'blood', 'دم', 'أمراض الدم', 'रक्त', 'खून'],
  'Allergy and Immunology': ['allergist', 'allergy', 'حساسية', 'एलर्जी'],
  Geriatrics: ['geriatrician', 'elderly', 'old age', 'كبار السن', 'बुजुर्ग'],
  'General Surgery': ['surgeon', 'surgery', 'جراح', 'جراحة', 'सर्जन'],
  'Plastic Surgery': ['plastic surgeon', 'cosmetic surgery', 'تجميل', 'جراحة تجميل', 'कॉस्मेटिक सर्जरी'],
  Neurosurgery: ['neurosurgeon', 'brain surgeon', 'جراحة أعصاب', 'न्यूरोसर्जन'],
  'Vascular Surgery': ['vascular surgeon', 'veins', 'varicose', 'أوعية دموية', 'नसों'],
  'Infectious Diseases': ['infectious disease specialist', 'infection', 'أمراض معدية', 'संक्रमण'],
  Ayurveda: ['ayurvedic', 'ayurvedic doctor', 'vaidya', 'أيورفيدا', 'आयुर्वेदिक', 'वैद्य'],
  Homeopathy: ['homeopath', 'homoeopathy', 'homeopathic', 'معالجة مثلية', 'होम्योपैथिक', 'होमियोपैथी'],
  Radiology: ['radiologist', 'x-ray', 'scan', 'أشعة', 'एक्स-रे'],
  'Emergency Medicine': ['emergency', 'er', 'طوارئ', 'आपातकालीन'],
  Sexology: ['sexologist', 'sexual health', 'صحة جنسية', 'यौन स्वास्थ्य'],
};

/** Arabic spelled the way people type it: no diacritics or tatweel, one alef, ة as ه, ى as ي, no leading "ال". */
function foldArabic(text: string): string {
  return text
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/(^|\s)ال(?=\S{2})/g, '$1');
}

/** Lower case, accents and Devanagari nukta off, Arabic folded, one space between words. */
export function foldSearch(text: string): string {
  return foldArabic(
    text
      .toLocaleLowerCase('en')
      .normalize('NFD')
      .replace(/[\u0300-\u036f\u093c]/g, '')
      .normalize('NFC'),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Damerau–Levenshtein distance (adjacent swaps count one), stopping past `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/**
 * A typed word close to a term: the term starts with it (typing in progress) or, from five letters, it is
 * one edit from the term or from the term's start of the same length (two edits from nine letters).
 */
function fuzzyMatch(query: string, term: string): boolean {
  if (term.startsWith(query) || (query.length >= 3 && term.includes(` ${query}`))) return true;
  if (query.length < 5) return false;
  const limit = query.length >= 9 ? 2 : 1;
  return distance(query, term, limit) <= limit || distance(query, term.slice(0, query.length), limit) <= limit;
}

interface Entry {
  english: string;
  terms: string[];
}

const entries = new Map<NameGroup, Entry[]>();

/** Every name a catalog entry is known by, folded: English, Arabic, Hindi, and (specialities) the aliases above. */
function entriesOf(group: NameGroup): Entry[] {
  let list = entries.get(group);
  if (list) return list;
  const byEnglish = new Map<string, Set<string>>();
  const add = (english: string, term: string) => {
    const set = byEnglish.get(english) ?? new Set<string>();
    set.add(foldSearch(term));
    byEnglish.set(english, set);
  };
  for (const table of [namesAr, namesHi]) {
    for (const [english, local] of Object.entries(table[group])) {
      add(english, english);
      add(english, local);
    }
  }
  if (group === 'specialities') for (const [english, aliases] of Object.entries(SPECIALITY_ALIASES)) for (const alias of [english, ...aliases]) add(english, alias);
  list = [...byEnglish].map(([english, terms]) => ({ english, terms: [...terms] }));
  entries.set(group, list);
  return list;
}

/**
 * The stored English names (lower case) of the catalog entries a search means, in any of our languages
 * whatever the page's: a name or alias in English, Arabic or Hindi with a word that starts with the
 * text, or that is a letter or two from it ("dermatolojist"). The database query then matches them exactly.
 */
export function catalogNamesMeant(group: NameGroup, text: string): string[] {
  const query = foldSearch(text);
  if (!query) return [];
  const found: string[] = [];
  for (const entry of entriesOf(group)) {
    const hit = entry.terms.some((term) => fuzzyMatch(query, term));
    if (hit) found.push(entry.english.toLocaleLowerCase('en'));
  }
  return found.slice(0, 50);
}
