/** Words starting with a vowel letter but a consonant sound ('a Urologist', 'a One-stop …'). */
const CONSONANT_SOUND = /^(u[bcfhjkqrstn][aeiou]|uni|use|usu|uro|eu|one|once)/i;
/** Initialisms read letter by letter starting with a vowel sound ('an ENT Specialist', 'an MRI …'). */
const VOWEL_SOUND_LETTER = /^[AEFHILMNORSX](?:[A-Z]{1,4})\b/;

/**
 * The English indefinite article of a word: 'an Ayurvedic Doctor', 'a Dentist'
 * (meta descriptions read 'a Ayurvedic Doctor' with a fixed 'a').
 */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const text = word.trim();
  if (VOWEL_SOUND_LETTER.test(text)) return 'an';
  if (/^hour|^honou?r|^heir/i.test(text)) return 'an';
  if (CONSONANT_SOUND.test(text)) return 'a';
  return /^[aeiou]/i.test(text) ? 'an' : 'a';
}
