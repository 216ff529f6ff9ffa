import { Svg, type IconProps } from '../../../components/ui/icons.tsx';

/** Icons only the search card uses (24px stroke grid, like components/ui/icons). */

export const CrosshairIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="7" />
    <circle cx="12" cy="12" r="2" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
  </Svg>
);

export const StethoscopeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 3H5a1 1 0 00-1 1v5a5 5 0 0010 0V4a1 1 0 00-1-1h-1" />
    <path d="M9 14v1a5 5 0 0010 0v-2" />
    <circle cx="19" cy="11" r="2" />
  </Svg>
);
