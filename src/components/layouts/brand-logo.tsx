/** The shop's leaf mark; decorative next to the brand name. */
export function BrandLogo({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#1f5f3f" />
      <path d="M24 9c9 6 11 17 0 30C13 26 15 15 24 9z" fill="#f4c45a" />
      <path d="M24 14v22" stroke="#1f5f3f" strokeWidth="2" strokeLinecap="round" />
      <path d="M24 22l-5-4M24 28l5-4" stroke="#1f5f3f" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
