/** A legal page as data, one module per language (kept out of the short-message catalog). */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

export interface LegalDocument {
  intro: string;
  sections: readonly LegalSection[];
}
