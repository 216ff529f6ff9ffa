import { Svg, type IconProps } from '../../../components/ui/icons.tsx';
import * as page from '../../../components/ui/page-icons.tsx';
import * as shared from '../../../components/ui/shared-icons.tsx';

/** Icons of the doctor page (24px grid, decorative). */
const ProfileSvg = (props: IconProps) => <Svg width="18" height="18" {...props} />;

// The shared drawings at this page's size.
export const BadgeCheckIcon = (p: IconProps) => <page.BadgeCheckIcon width="18" height="18" {...p} />;
export const MapPinIcon = (p: IconProps) => <shared.MapPinIcon width="18" height="18" {...p} />;
export const BriefcaseIcon = (p: IconProps) => <page.BriefcaseIcon width="18" height="18" {...p} />;

export const NavigationIcon = (p: IconProps) => (
  <ProfileSvg {...p}>
    <path d="M3 11l18-8-8 18-2-8z" />
  </ProfileSvg>
);
export const CapIcon = (p: IconProps) => (
  <ProfileSvg {...p}>
    <path d="M2 9l10-5 10 5-10 5z" />
    <path d="M6 11v5c3 2 9 2 12 0v-5" />
  </ProfileSvg>
);
export const LanguageIcon = (p: IconProps) => (
  <ProfileSvg {...p}>
    <path d="M4 5h8M8 3v2M6 5c0 4 3 7 6 8M10 5c-1 4-4 7-6 8" />
    <path d="M13 21l4-9 4 9M14.5 18h5" />
  </ProfileSvg>
);
export const IdCardIcon = (p: IconProps) => (
  <ProfileSvg {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="11" r="2" />
    <path d="M6 16c.6-1.4 1.7-2 3-2s2.4.6 3 2M15 10h3M15 13h3" />
  </ProfileSvg>
);
