export default function SearchGlyph() {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="#bfbfbf" strokeWidth={2.4} strokeLinecap="round" aria-hidden>
      <circle cx={10.5} cy={10.5} r={7} />
      <path d="M16 16l5.5 5.5" />
    </svg>
  );
}
