import { Svg, type IconProps } from '../../../components/ui/icons.tsx';

/** Icons only the home page uses (24px stroke grid, like components/ui/icons). */
export const PhoneIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M22 16.9v3a2 2 0 01-2.2 2 19.8 19.8 0 01-8.6-3.1 19.5 19.5 0 01-6-6A19.8 19.8 0 012.1 4.2 2 2 0 014.1 2h3a2 2 0 012 1.7c.1.9.4 1.8.7 2.7a2 2 0 01-.5 2.1L8 9.8a16 16 0 006 6l1.3-1.3a2 2 0 012.1-.4c.9.3 1.8.6 2.7.7a2 2 0 011.7 2z" />
  </Svg>
);

export const StethoscopeBadgeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 3H5a1 1 0 00-1 1v5a5 5 0 0010 0V4a1 1 0 00-1-1h-1" />
    <path d="M9 14v1a5 5 0 0010 0v-2" />
    <circle cx="19" cy="11" r="2" />
  </Svg>
);

export const ShieldCheckIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3l8 3v6c0 5-3.5 8.5-8 9.5C7.5 20.5 4 17 4 12V6l8-3z" />
    <path d="M9 12l2 2 4-4" />
  </Svg>
);

