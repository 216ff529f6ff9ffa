import { Svg, type IconProps } from './icons.tsx';

/**
 * Icons several features draw, the home page among them (hero, search card): one drawing each.
 * Apart from icons.tsx, which holds the shell's own. Icons shared only by pages past the home
 * page are in page-icons.tsx, so the home page's first chunk does not carry them.
 */
export const MapPinIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Svg>
);
export const ClockIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);
export const VideoIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="2" y="6" width="14" height="12" rx="2" />
    <path d="M16 10l6-3v10l-6-3" />
  </Svg>
);
