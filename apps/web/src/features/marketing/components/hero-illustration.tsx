import { useTranslation } from 'react-i18next';

/** A light, dependency-free illustration of a street of homes for the hero. */
export function HeroIllustration() {
  const { t } = useTranslation();
  return (
    <svg
      className="home-hero-illustration"
      viewBox="0 0 480 360"
      role="img"
      aria-label={t('Illustration of apartment blocks and houses')}
    >
      <rect x="0" y="0" width="480" height="360" rx="28" fill="#ffffff" />
      <circle cx="390" cy="70" r="34" fill="#fde68a" />
      <rect x="40" y="120" width="150" height="200" rx="8" fill="#0f766e" />
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={58 + col * 42}
            y={140 + row * 42}
            width="28"
            height="26"
            rx="4"
            fill={(row + col) % 3 === 0 ? '#fde68a' : '#99f6e4'}
          />
        )),
      )}
      <polygon points="215,190 290,130 365,190" fill="#f59e0b" />
      <rect x="225" y="188" width="130" height="132" rx="6" fill="#fff7ed" stroke="#f59e0b" strokeWidth="4" />
      <rect x="275" y="250" width="32" height="70" rx="4" fill="#0f766e" />
      <rect x="240" y="210" width="28" height="26" rx="4" fill="#99f6e4" />
      <rect x="314" y="210" width="28" height="26" rx="4" fill="#99f6e4" />
      <rect x="380" y="200" width="70" height="120" rx="8" fill="#14b8a6" />
      <rect x="394" y="218" width="18" height="18" rx="3" fill="#fde68a" />
      <rect x="420" y="218" width="18" height="18" rx="3" fill="#ccfbf1" />
      <rect x="394" y="248" width="18" height="18" rx="3" fill="#ccfbf1" />
      <rect x="420" y="248" width="18" height="18" rx="3" fill="#fde68a" />
      <rect x="20" y="318" width="440" height="10" rx="5" fill="#d1fae5" />
    </svg>
  );
}
