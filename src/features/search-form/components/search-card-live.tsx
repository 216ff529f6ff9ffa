// The search card's react-aria comboboxes, one chunk fetched when the card is first touched or focused (search-card.tsx).
export { LocationCombo } from './location-combo.tsx';
export { SpecialityCombo } from './speciality-combo.tsx';
