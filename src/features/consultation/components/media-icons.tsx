import { Svg, type IconProps } from '../../../components/ui/icons.tsx';

/** Icons of the room page: call controls and the waiting clock (24px stroke frame). */
export const MicIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0014 0M12 18v3" />
  </Svg>
);
export const MicOffIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M15 9.5V6a3 3 0 00-5.8-1.1M9 9v2a3 3 0 004.7 2.5M5 11a7 7 0 0011.2 5.6M19 11a7 7 0 01-.4 2.3M12 18v3M3 3l18 18" />
  </Svg>
);
export const CameraIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="M16 10l5-3v10l-5-3" />
  </Svg>
);
export const CameraOffIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10 6h4a2 2 0 012 2v4l5-3v8M16 16a2 2 0 01-2 2H5a2 2 0 01-2-2V8a2 2 0 012-2M3 3l18 18" />
  </Svg>
);
export const HangUpIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 15.5c5-4.7 13-4.7 18 0l-2.2 2.3-3.3-1.6v-2.6a11 11 0 00-7 0v2.6l-3.3 1.6z" />
  </Svg>
);
