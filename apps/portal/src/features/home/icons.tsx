import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const FuelIcon = () => (
  <Icon>
    <path d="M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16" />
    <path d="M3 21h12M7 8h4" />
    <path d="M14 11h2a2 2 0 0 1 2 2v3.5a1.5 1.5 0 0 0 3 0V8l-3-3" />
  </Icon>
);

export const CardIcon = () => (
  <Icon>
    <rect x="2.5" y="5" width="19" height="14" rx="2" />
    <path d="M2.5 10h19M6.5 15h4" />
  </Icon>
);

export const LimitIcon = () => (
  <Icon>
    <path d="M3.5 18a8.5 8.5 0 1 1 17 0" />
    <path d="M12 15l4.5-4.5" />
    <circle cx="12" cy="15" r="1.2" />
  </Icon>
);

export const TruckIcon = () => (
  <Icon>
    <path d="M2.5 6.5h10.5v9.5H2.5z" />
    <path d="M13 10h4l3.5 3.5V16H13" />
    <circle cx="6.5" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </Icon>
);

export const PointsIcon = () => (
  <Icon>
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.9z" />
  </Icon>
);

export const ReportsIcon = () => (
  <Icon>
    <path d="M3 20.5h18" />
    <path d="M6 17V11M11 17V5M16 17v-4M20 17V8.5" />
  </Icon>
);
