/** The ScamScreen mark: a shield with a tick. Decorative; the name beside it is the label. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path
        d="M32 4 8 13v17c0 15.4 10.2 26.6 24 30 13.8-3.4 24-14.6 24-30V13L32 4Z"
        fill="currentColor"
      />
      <path
        d="m21 32.5 7.5 7.5L44 24.5"
        fill="none"
        className="logo-tick"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
