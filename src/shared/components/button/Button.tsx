import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './Button.css';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** primary: the brand fill, for the one main action; danger: a destructive one (red). */
  variant?: 'default' | 'primary' | 'danger';
  /** An icon before the text (hidden from assistive technology: the text names the button). */
  icon?: ReactNode;
  /** A form's submit or reset button; a plain button otherwise. */
  type?: 'button' | 'submit' | 'reset';
  children: ReactNode;
}

/**
 * The site's button, for a row's action in a table and the dashboard's pages without Ant Design:
 * the look of the site's `.button` links (global.css) at the compact height of a table row, in
 * both themes. A native <button>, so its role, name, focus and keys are the browser's own.
 */
export function Button({
  variant = 'default',
  icon,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['button', 'button--compact', variant !== 'default' && `button--${variant}`];
  if (className) classes.push(className);
  return (
    <button type={type} className={classes.filter(Boolean).join(' ')} {...rest}>
      {icon && (
        <span className="button__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </button>
  );
}
