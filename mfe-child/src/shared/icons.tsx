// Pictures drawn inline: emoji fonts are missing on some devices (a box instead of a house), and no request is
// needed. Every icon is decorative (aria-hidden); the text beside it or its button's label says what it means.

interface IconProps {
  size?: number | string;
}

function Svg({ size = '1em', children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function HomeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" fill="currentColor" />
    </Svg>
  );
}

export function SpeakerIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      <path
        d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </Svg>
  );
}

/** The speaker with a cross: sound is off. */
export function SpeakerOffIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      <path d="m16 9 6 6m0-6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Svg>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="11" fill="#FF6B6B" />
      <path d="M10 7.5v9l7-4.5z" fill="#FFFFFF" />
    </Svg>
  );
}

export function QuestionIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="11" fill="#8338EC" />
      <path
        d="M9.2 9.3a2.9 2.9 0 1 1 4 2.7c-.8.4-1.2 1-1.2 1.8v.6"
        fill="none"
        stroke="#FFFFFF"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <circle cx="12" cy="17.6" r="1.3" fill="#FFFFFF" />
    </Svg>
  );
}

export function StarIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z"
        fill="#FFBE0B"
        stroke="#C98F00"
        strokeWidth="1"
      />
    </Svg>
  );
}

export function MoonIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" fill="#FFBE0B" />
    </Svg>
  );
}

export function WorksheetIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 2h10l4 4v16H5z" fill="#FFFFFF" stroke="#3A86FF" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M8 9h8M8 13h8M8 17h5" stroke="#3A86FF" strokeWidth="1.5" strokeLinecap="round" />
      <path d="m17.5 14.5 3 3-4 4h-3v-3z" fill="#FF6B6B" />
    </Svg>
  );
}

export function CameraIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 7h4l2-3h6l2 3h4v13H3z" fill="currentColor" />
      <circle cx="12" cy="13" r="4" fill="none" stroke="#FFFFFF" strokeWidth="2" />
    </Svg>
  );
}

export function FileIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 2h8l4 4v16H6z" fill="currentColor" />
      <path d="M14 2v4h4" fill="none" stroke="#FFFFFF" strokeWidth="1.5" />
    </Svg>
  );
}

export function PrintIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M7 3h10v5H7z" fill="currentColor" />
      <path d="M3 9h18v8h-4v-3H7v3H3z" fill="currentColor" />
      <path d="M8 15h8v6H8z" fill="none" stroke="currentColor" strokeWidth="2" />
    </Svg>
  );
}

export function DownloadIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        d="M12 3v12m0 0-5-5m5 5 5-5M4 20h16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Svg>
  );
}

export function PersonIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="11" fill="#3A86FF" />
      <circle cx="12" cy="9" r="3.5" fill="#FFFFFF" />
      <path d="M5.5 18.5a7 7 0 0 1 13 0" fill="#FFFFFF" />
    </Svg>
  );
}

export function BookIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 5c3-1.5 6-1.5 9 0v15c-3-1.5-6-1.5-9 0z" fill="#06D6A0" />
      <path d="M12 5c3-1.5 6-1.5 9 0v15c-3-1.5-6-1.5-9 0z" fill="#118AB2" />
    </Svg>
  );
}

export function PuzzleIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        d="M4 7h4a2.5 2.5 0 1 1 5 0h4v4a2.5 2.5 0 1 1 0 5v4h-4a2.5 2.5 0 1 0-5 0H4v-4a2.5 2.5 0 1 0 0-5z"
        fill="#FB8500"
      />
    </Svg>
  );
}

export function RevealIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="2" y="3" width="20" height="18" rx="2" fill="#3A86FF" />
      <circle cx="8" cy="9" r="2.5" fill="#FFBE0B" />
      <path d="m4 19 6-7 4 4 3-3 5 6z" fill="#06D6A0" />
      <path d="M12 3h10v9H12z" fill="#8338EC" />
    </Svg>
  );
}

export function BlanksIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="2" y="4" width="20" height="16" rx="2" fill="#FFFFFF" stroke="#06D6A0" strokeWidth="1.5" />
      <path d="M5 9h4M15 9h4M5 15h8" stroke="#264653" strokeWidth="2" strokeLinecap="round" />
      <rect x="10" y="7" width="4" height="4" rx="1" fill="#FFBE0B" />
      <rect x="14" y="13" width="5" height="4" rx="1" fill="#FFBE0B" />
    </Svg>
  );
}

/** A shield with a tick: a teacher checked this item (issue 35). */
export function CheckedIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5z" fill="#06D6A0" />
      <path d="m8 12 3 3 5-6" fill="none" stroke="#FFFFFF" strokeWidth="2.5" strokeLinecap="round" />
    </Svg>
  );
}

/** A little flag: something is wrong here (the child asks a grown-up to tell us). */
export function FlagIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 21V3" stroke="#264653" strokeWidth="2" strokeLinecap="round" />
      <path d="M6 4h12l-3 4.5 3 4.5H6z" fill="#EF476F" />
    </Svg>
  );
}

/** Two hands raised in dua. */
export function DuaIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 21v-6.5L3.5 8a1.5 1.5 0 0 1 2.9-.7L8 12.5V4.5a1.5 1.5 0 0 1 3 0V21z" fill="#8338EC" />
      <path d="M19 21v-6.5L20.5 8a1.5 1.5 0 0 0-2.9-.7L16 12.5V4.5a1.5 1.5 0 0 0-3 0V21z" fill="#3A86FF" />
    </Svg>
  );
}
