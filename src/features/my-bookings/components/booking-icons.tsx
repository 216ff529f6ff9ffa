import { Svg, type IconProps } from '../../../components/ui/icons.tsx';

/** Icons of the My Bookings cards and filters, drawn in the shared frame. */
export const CalendarPlusIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
  </Svg>
);
