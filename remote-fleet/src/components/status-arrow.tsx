interface StatusArrowProps {
  color: string;
  size?: number;
  rotate?: number;
}

export default function StatusArrow({ color, size = 14, rotate = 0 }: StatusArrowProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 26 26" style={{ transform: `rotate(${rotate}deg)`, flex: 'none' }} aria-hidden>
      <path d="M13 2 L20 22.5 L13 17.6 L6 22.5 Z" fill={color} stroke="#fff" strokeWidth={1.6} strokeLinejoin="round" />
    </svg>
  );
}
