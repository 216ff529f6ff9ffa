import { Svg, type IconProps } from '../../../components/ui/icons.tsx';

/** Icons only the listing uses (same 24px stroke style as components/ui/icons.tsx); decorative. */
export const SortIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 4v16M3 16l4 4 4-4M17 20V4M13 8l4-4 4 4" />
  </Svg>
);
