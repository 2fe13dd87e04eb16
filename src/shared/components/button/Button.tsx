import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '../feedback/Spinner';
import './Button.css';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** primary: the brand fill, for the one main action; danger: a destructive one (red). */
  variant?: 'default' | 'primary' | 'danger';
  /** An icon before the text (hidden from assistive technology: the text names the button). */
  icon?: ReactNode;
  /** A form's submit or reset button; a plain button otherwise. */
  type?: 'button' | 'submit' | 'reset';
  /** compact: a table row's action (32 px); large: a form's (44 px, as the .button links). */
  size?: 'compact' | 'large';
  /**
   * Its action is under way: a spinner shows and presses do nothing (a form is not sent twice).
   * It stays focusable, unlike a disabled button, so focus is not lost meanwhile.
   */
  loading?: boolean;
  children: ReactNode;
}

/**
 * The site's button, for a row's action in a table and a form's submit on the pages without Ant
 * Design: the look of the site's `.button` links (global.css), in both themes. A native <button>,
 * so its role, name, focus and keys are the browser's own.
 */
export function Button({
  variant = 'default',
  icon,
  type = 'button',
  size = 'compact',
  loading = false,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = [
    'button',
    size === 'compact' ? 'button--compact' : 'button--large',
    variant !== 'default' && `button--${variant}`,
    loading && 'button--loading',
  ];
  if (className) classes.push(className);
  return (
    <button
      type={type}
      className={classes.filter(Boolean).join(' ')}
      // Announced as unavailable while its action runs, yet focusable (a disabled button is not).
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? (
        <Spinner className="spinner--inline" />
      ) : (
        icon && (
          <span className="button__icon" aria-hidden="true">
            {icon}
          </span>
        )
      )}
      {children}
    </button>
  );
}
