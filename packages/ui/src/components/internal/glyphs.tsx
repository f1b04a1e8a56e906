import type { SVGProps } from 'react';

/**
 * The few glyphs the components draw themselves (check marks, chevrons, close). They are always
 * decorative: the control they sit in carries the accessible name. Sized in em so they follow text.
 */
function Glyph({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.25}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const CheckGlyph = () => (
  <Glyph>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Glyph>
);
export const DashGlyph = () => (
  <Glyph>
    <path d="M6 12h12" />
  </Glyph>
);
export const CloseGlyph = () => (
  <Glyph>
    <path d="M6 6l12 12M18 6L6 18" />
  </Glyph>
);
export const ChevronDownGlyph = () => (
  <Glyph>
    <path d="M6 9l6 6 6-6" />
  </Glyph>
);
export const ChevronRightGlyph = () => (
  <Glyph>
    <path d="M9 6l6 6-6 6" />
  </Glyph>
);
export const ChevronLeftGlyph = () => (
  <Glyph>
    <path d="M15 6l-6 6 6 6" />
  </Glyph>
);
export const ChevronUpGlyph = () => (
  <Glyph>
    <path d="M6 15l6-6 6 6" />
  </Glyph>
);
export const EyeGlyph = () => (
  <Glyph>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Glyph>
);
export const EyeOffGlyph = () => (
  <Glyph>
    <path d="M3 3l18 18M10.6 6.1A9.8 9.8 0 0 1 12 6c6.5 0 10 6 10 6a17 17 0 0 1-3.2 3.9M6.1 6.9C3.6 8.6 2 12 2 12s3.5 7 10 7a9.6 9.6 0 0 0 5-1.4M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </Glyph>
);
export const SearchGlyph = () => (
  <Glyph>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l5 5" />
  </Glyph>
);
export const CalendarGlyph = () => (
  <Glyph>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </Glyph>
);
export const InfoGlyph = () => (
  <Glyph>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.01" />
  </Glyph>
);
export const SuccessGlyph = () => (
  <Glyph>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l3 3 5-6" />
  </Glyph>
);
export const WarningGlyph = () => (
  <Glyph>
    <path d="M12 3.5L2.5 20h19z" />
    <path d="M12 10v4.5M12 17.5v.01" />
  </Glyph>
);
export const ErrorGlyph = () => (
  <Glyph>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </Glyph>
);
export const MenuGlyph = () => (
  <Glyph>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Glyph>
);
export const MoreGlyph = () => (
  <Glyph>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </Glyph>
);
export const PlusGlyph = () => (
  <Glyph>
    <path d="M12 5v14M5 12h14" />
  </Glyph>
);
