import { theme } from 'antd';
import { type ReactNode, useId } from 'react';

/** What the field's control takes so that its label and its error are tied to it. */
export interface PlainFieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  status: 'error' | undefined;
}

export interface PlainFieldProps {
  label: ReactNode;
  /** The message under the field, when it is refused. */
  error?: ReactNode;
  children: (control: PlainFieldControlProps) => ReactNode;
}

/**
 * A labelled field drawn as antd's vertical Form.Item draws one (label above, the error in red
 * under the control, announced with it), for the one form of the first page: the sign-in form,
 * whose two fields do not justify antd's Form and its validator there (issue 22's budget).
 */
export function PlainField({ label, error, children }: PlainFieldProps) {
  const { token } = theme.useToken();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div style={{ marginBottom: error ? 0 : token.marginLG }}>
      <label
        htmlFor={id}
        style={{
          display: 'block',
          paddingBottom: token.paddingXS,
          color: token.colorTextHeading,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
        }}
      >
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
        status: error ? 'error' : undefined,
      })}
      {error && (
        <div
          id={errorId}
          role="alert"
          style={{
            minHeight: token.marginLG,
            // Room before the next field, so a refused field's message does not touch its label.
            paddingBottom: token.paddingXS,
            color: token.colorError,
            fontSize: token.fontSize,
            lineHeight: token.lineHeight,
          }}
        >
          {error}
        </div>
      )}
    </div>
  );
}
