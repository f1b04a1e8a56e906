import { useState } from 'react';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { FieldParts } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { TextFieldProps } from '../TextField/TextField.tsx';
import { StyledInput, StyledTextField } from '../TextField/TextField.styles.ts';
import { InputRow, RevealToggle } from './PasswordField.styles.ts';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** Name of the reveal toggle. @default the dictionary's "Show password" */
  showLabel?: string;
  /** Autocomplete hint: `current-password` to sign in, `new-password` to choose one. @default 'current-password' */
  autoComplete?: 'current-password' | 'new-password';
};

/**
 * A password field whose toggle reveals what was typed. The toggle is a pressed/not-pressed button
 * with a fixed name, so its state is announced without the name changing under the user.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  showLabel,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const messages = useUiMessages();
  const [visible, setVisible] = useState(false);
  return (
    <StyledTextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      data-component="PasswordField"
    >
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <InputRow>
          <StyledInput placeholder={placeholder} spellCheck={false} autoCapitalize="none" />
          <RevealToggle
            isSelected={visible}
            onChange={setVisible}
            isDisabled={props.isDisabled}
            aria-label={showLabel ?? messages.showPassword}
            data-part="RevealToggle"
          >
            {visible ? <Icon name="eye-off" /> : <Icon name="eye" />}
          </RevealToggle>
        </InputRow>
      </FieldParts>
    </StyledTextField>
  );
}
