import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Svg, type IconProps } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { STAR_VALUES } from '../review-draft.ts';

const StarIcon = ({ filled, ...p }: IconProps & { filled: boolean }) => (
  <Svg strokeWidth={1.5} fill={filled ? 'currentColor' : 'none'} {...p}>
    <path d="M12 2.8l2.8 5.7 6.3.9-4.6 4.4 1.1 6.2L12 17l-5.6 3 1.1-6.2L2.9 9.4l6.3-.9z" />
  </Svg>
);

/**
 * The star selector (001 §2): a radio group of 1 to 5 stars, so arrow keys
 * move the rating and a screen reader hears '4 stars, 4 of 5'. Hovering shows
 * what a click would choose.
 */
export function StarPicker({ value, onChange }: { value: number; onChange: (stars: number) => void }) {
  const t = useT();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value;
  return (
    <RadioGroup
      value={String(value)}
      onChange={(next) => onChange(Number(next))}
      orientation="horizontal"
      className="flex flex-col"
    >
      <Label className="mb-1.5 block text-sm font-medium text-slate-700">{t('reviewForm.rating')}</Label>
      <div className="flex items-center gap-1" onMouseLeave={() => setHover(null)}>
        {STAR_VALUES.map((stars) => (
          <Radio
            key={stars}
            value={String(stars)}
            aria-label={stars === 1 ? t('reviewForm.star') : t('reviewForm.stars', { count: stars })}
            onHoverStart={() => setHover(stars)}
            className="cursor-pointer rounded-md p-0.5 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600"
          >
            <StarIcon width={36} height={36} filled={stars <= shown} className={stars <= shown ? 'text-amber-500' : 'text-slate-300'} />
          </Radio>
        ))}
        <span className="ms-2 text-sm font-medium text-slate-700" aria-hidden="true">
          {t('reviewForm.stars', { count: value })}
        </span>
      </div>
    </RadioGroup>
  );
}
