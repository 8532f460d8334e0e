import type { ReactNode } from 'react';

/** What the control inside a Field spreads onto itself. */
export interface FieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  /** The control's id (the label points at it). */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control with role="alert"; the control is then invalid and described by it instead of the hint. */
  error?: ReactNode;
  /** Whether the control is invalid; by default, when there is an error (a form-level message may not be this control's fault). */
  invalid?: boolean;
  /** Hides the hint while the error shows (the register steps); by default it stays. */
  hintGivesWay?: boolean;
  /** Ids of other texts that describe the control (a form-level error). */
  describedBy?: string;
  hintId?: string;
  errorId?: string;
  /** "feedback": Bootstrap's invalid-feedback under the control; "alert": a red box after it. */
  errorStyle?: 'feedback' | 'alert';
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

/**
 * A label, a hint and an error wired to one control. Plain Bootstrap markup, not react-bootstrap's Form:
 * the login page uses it and must stay light.
 */
export function Field({
  id,
  label,
  hint,
  error,
  invalid,
  hintGivesWay = false,
  describedBy,
  hintId = `${id}-hint`,
  errorId = `${id}-error`,
  errorStyle = 'feedback',
  className = 'mb-3',
  children,
}: FieldProps) {
  const hasError = error !== undefined && error !== null && error !== false;
  const showHint = hint !== undefined && hint !== null && hint !== false && !(hasError && hintGivesWay);
  const describers = [hasError ? errorId : showHint ? hintId : null, describedBy].filter(Boolean).join(' ');
  const control: FieldControl = {
    id,
    'aria-describedby': describers || undefined,
    'aria-invalid': (invalid ?? hasError) ? true : undefined,
  };
  const errorBox =
    hasError &&
    (errorStyle === 'feedback' ? (
      <div id={errorId} className="invalid-feedback" role="alert">
        {error}
      </div>
    ) : (
      <p id={errorId} className="alert alert-danger py-2 mb-0" role="alert">
        {error}
      </p>
    ));
  return (
    <>
      <div className={className || undefined}>
        <label className="form-label" htmlFor={id}>
          {label}
        </label>
        {children(control)}
        {errorStyle === 'feedback' && errorBox}
        {showHint && (
          <small id={hintId} className="form-text">
            {hint}
          </small>
        )}
      </div>
      {errorStyle === 'alert' && errorBox}
    </>
  );
}

/** The Bootstrap class of a control inside a Field. */
export function controlClass(control: FieldControl, base = 'form-control'): string {
  return control['aria-invalid'] ? `${base} is-invalid` : base;
}
