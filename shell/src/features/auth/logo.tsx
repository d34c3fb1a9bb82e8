export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#1890FF" />
      <path d="M32 12c-8.3 0-15 6.6-15 14.8C17 38 32 52 32 52s15-14 15-25.2C47 18.6 40.3 12 32 12z" fill="#fff" />
      <circle cx="32" cy="27" r="6" fill="#1890FF" />
    </svg>
  );
}
