type Props = { size?: number; className?: string };

/** The portal's mark: a fuel drop on the brand square. Decorative; the brand name is always next to it. */
export function LogoMark({ size = 36, className }: Props) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" fill="var(--color-brand)" />
      <path
        d="M16 5.5c4.3 5.2 7.2 8.9 7.2 12.6a7.2 7.2 0 0 1-14.4 0c0-3.7 2.9-7.4 7.2-12.6z"
        fill="var(--color-accent)"
      />
      <path
        d="M13 18.5a3.2 3.2 0 0 0 3 3"
        fill="none"
        stroke="var(--color-brand)"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
