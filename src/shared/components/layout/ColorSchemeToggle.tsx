import { chooseColorScheme, useColorScheme } from '../../theme/colorScheme';

/**
 * The header's "Dark theme" switch: a toggle button, pressed while the dark theme shows. It starts
 * as the system setting says; pressing it chooses a theme for this browser from then on. An icon
 * in the header bar (a moon, filled while pressed), with its name beside it in the phone menu.
 */
export function ColorSchemeToggle() {
  const dark = useColorScheme() === 'dark';
  return (
    <button
      type="button"
      className="color-scheme-toggle"
      aria-pressed={dark}
      onClick={() => chooseColorScheme(dark ? 'light' : 'dark')}
    >
      <svg
        className="color-scheme-toggle__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <path
          className="color-scheme-toggle__moon"
          d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z"
        />
      </svg>
      <span className="color-scheme-toggle__label">Dark theme</span>
    </button>
  );
}
