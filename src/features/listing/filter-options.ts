import type { Translate } from '../../lib/i18n.ts';
import type { Currency } from '../../shared/format/currency.ts';
import { formatFeeBound } from '../../shared/format/money.ts';
import type { Insurer } from '../../shared/schemas/insurance.ts';
import {
  AVAILABILITY_OPTIONS,
  CONSULTATION_TYPES,
  EXPERIENCE_RANGES,
  FEE_RANGES,
  GENDER_OPTIONS,
  RATING_OPTIONS,
  type ListFilter,
} from '../../shared/listing/query.ts';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterGroup {
  key: ListFilter;
  title: string;
  options: FilterOption[];
  /** Options shown before 'More' (000 §9); the rest appear on 'More'. */
  visible: number;
}

/** '0-10' is labelled 6-10 and '16-100' 16+ (000 §9); the value sent stays as is. */
const EXPERIENCE_LABELS: Record<(typeof EXPERIENCE_RANGES)[number], string> = {
  '0-5': '0-5',
  '0-10': '6-10',
  '11-16': '11-16',
  '16-100': '16+',
};

function availabilityLabel(t: Translate, days: number): string {
  if (days === 0) return t('listing.availability.today');
  if (days === 1) return t('listing.availability.tomorrow');
  return t('listing.availability.days', { days });
}

export interface LanguageOption {
  id: number;
  language: string;
}

/**
 * The Insurance filter's options (issue 41): every network of the catalog by its slug (the URL's
 * value), UAE insurers first as the catalog orders them. A plan named without its insurer
 * ("Optima Secure") is labelled with it.
 */
function networkOptions(t: Translate, insurers: readonly Insurer[]): FilterOption[] {
  return insurers.flatMap((insurer) =>
    insurer.networks.map((network) => ({
      value: network.slug,
      label: network.name.startsWith(insurer.name) ? network.name : t('listing.insurance.option', { insurer: insurer.name, network: network.name }),
    })),
  );
}

/**
 * The filter groups of the sidebar and the mobile panel, in the order they are shown. `currency`: the
 * listing's (its answer's `currency`: AED in Dubai, INR in India), which the Fees bands are written in.
 */
export function filterGroups(
  t: Translate,
  languages: readonly LanguageOption[],
  insurers: readonly Insurer[] = [],
  currency: Currency | null = null,
): FilterGroup[] {
  const groups: FilterGroup[] = [
    {
      key: 'consultation',
      title: t('listing.group.consultation'),
      options: CONSULTATION_TYPES.map((value) => ({ value, label: t(`listing.consultation.${value}`) })),
      visible: CONSULTATION_TYPES.length,
    },
    {
      key: 'availability',
      title: t('listing.group.availability'),
      options: AVAILABILITY_OPTIONS.map((days) => ({ value: String(days), label: availabilityLabel(t, days) })),
      visible: 3,
    },
    {
      key: 'fees',
      title: t('listing.group.fees'),
      options: FEE_RANGES.map((value) => {
        // The same bands in every currency: a fee is stored in its own currency's whole units, and
        // the bands are the listing_facets column's (migration 0004), compared with that number.
        const [min, max] = value.split('-').map(Number);
        return { value, label: t('listing.fees.range', { min: formatFeeBound(min!, currency), max: formatFeeBound(max!, currency) }) };
      }),
      visible: 3,
    },
    {
      key: 'gender',
      title: t('listing.group.gender'),
      options: GENDER_OPTIONS.map((value) => ({ value, label: t(`listing.gender.${value}`) })),
      visible: GENDER_OPTIONS.length,
    },
    {
      key: 'ratings',
      title: t('listing.group.ratings'),
      options: RATING_OPTIONS.map((stars) => ({
        value: String(stars),
        label: stars === 5 ? t('listing.ratings.top', { stars }) : t('listing.ratings.atLeast', { stars }),
      })),
      visible: 3,
    },
    {
      key: 'experience',
      title: t('listing.group.experience'),
      options: EXPERIENCE_RANGES.map((value) => ({ value, label: t('listing.experience.range', { range: EXPERIENCE_LABELS[value] }) })),
      visible: EXPERIENCE_RANGES.length,
    },
  ];
  if (insurers.length) {
    groups.push({ key: 'insurance', title: t('listing.group.insurance'), options: networkOptions(t, insurers), visible: 5 });
  }
  if (languages.length) {
    groups.push({
      key: 'languages',
      title: t('listing.group.languages'),
      options: languages.map((l) => ({ value: String(l.id), label: l.language })),
      visible: 3,
    });
  }
  return groups;
}
