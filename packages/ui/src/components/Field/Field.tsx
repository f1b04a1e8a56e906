import type { ReactNode } from 'react';
import type {
  FieldErrorProps as AriaFieldErrorProps,
  LabelProps as AriaLabelProps,
} from 'react-aria-components';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { StyledDescription, StyledFieldError, StyledLabel } from './Field.styles.ts';

export type LabelProps = Omit<AriaLabelProps, 'className' | 'style'> & {
  /** Marks the field as required in words as well as with the asterisk. */
  isRequired?: boolean;
};

/** A field's visible label. A required field says so in words for screen readers, not just with "*". */
export function Label({ isRequired, children, ...props }: LabelProps) {
  const messages = useUiMessages();
  return (
    <StyledLabel {...props} data-part="Label">
      {children}
      {isRequired ? <RequiredMark hint={messages.requiredHint} /> : null}
    </StyledLabel>
  );
}

const ASTERISK = ' *';

function RequiredMark({ hint }: { hint: string }) {
  // The asterisk is decorative; the word is read instead (the input also carries aria-required).
  return (
    <span data-part="RequiredMark">
      <span aria-hidden="true">{ASTERISK}</span>
      <span style={visuallyHidden}>{hint}</span>
    </span>
  );
}

/** Hides text visually while keeping it in the accessibility tree. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Help text linked to its field by aria-describedby. */
export function Description({ children }: { children: ReactNode }) {
  return <StyledDescription data-part="Description">{children}</StyledDescription>;
}

export type FieldErrorProps = Omit<AriaFieldErrorProps, 'className' | 'style'>;

/** The field's validation message, linked to it and shown only while the field is invalid. */
export function FieldError(props: FieldErrorProps) {
  return <StyledFieldError {...props} data-part="FieldError" />;
}

/** The label, description and error trio every field renders, in reading order. */
export function FieldParts({
  label,
  description,
  errorMessage,
  isRequired,
  children,
}: {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: AriaFieldErrorProps['children'];
  isRequired?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {label != null ? <Label isRequired={isRequired}>{label}</Label> : null}
      {children}
      {description != null ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}
