// The footer's 18+ and responsible-gambling badges, drawn in SVG. Decorative: the button around them
// carries the name.
export function AgeBadge({ className = 'size-12' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={className}>
      <circle cx="24" cy="24" r="21.5" fill="none" stroke="currentColor" strokeWidth="3" />
      {/* "1" */}
      <path
        d="M13 17.5 16.5 15h2v18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* "8" */}
      <circle cx="26" cy="19.4" r="4.1" fill="none" stroke="currentColor" strokeWidth="2.6" />
      <circle cx="26" cy="28.4" r="4.7" fill="none" stroke="currentColor" strokeWidth="2.6" />
      {/* "+" */}
      <path
        d="M36.5 19.5v8M32.5 23.5h8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function ResponsibleGamblingBadge({ className = 'size-12' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={className}>
      <path
        d="M24 3.5 41 9.5v12.2c0 10.6-7.1 19.2-17 22.8C14.1 40.9 7 32.3 7 21.7V9.5Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M24 32.5s-8.5-5-8.5-10.6a4.6 4.6 0 0 1 8.5-2.5 4.6 4.6 0 0 1 8.5 2.5c0 5.6-8.5 10.6-8.5 10.6Z"
        fill="currentColor"
      />
    </svg>
  );
}
