import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { vars } from '../../tokens/css-variables.ts';
import { visuallyHidden } from '../Field/Field.tsx';
import { fieldLayout, focusRing, inputLook } from '../Field/Field.styles.ts';
import { Icon } from '../Icon/Icon.tsx';

const Wrapper = styled.div`
  ${fieldLayout}
`;

const Label = styled.label`
  display: block;
  font-weight: ${vars.font.weight.bold};
  color: ${vars.color.text};
`;

const Description = styled.span`
  display: block;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const Error = styled.span`
  display: block;
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.bold};
`;

const Control = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  > svg {
    position: absolute;
    inset-inline-end: ${vars.space.md};
    pointer-events: none;
  }
`;

const Select = styled.select`
  ${inputLook}
  appearance: none;
  width: 100%;
  padding-inline-end: calc(${vars.space.md} * 2 + 1.25em);
  cursor: pointer;

  &:hover {
    border-color: ${vars.color.text};
  }
  &:focus-visible {
    ${focusRing}
  }
  &[aria-invalid='true'] {
    border-color: ${vars.color.danger};
  }
  &:disabled {
    border-color: ${vars.color.borderSubtle};
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

/** Decorative: the required hint is read instead. */
const asterisk = ' *';

export type NativeSelectOption = { id: string; name: string };

export type NativeSelectProps = {
  label: ReactNode;
  options: readonly NativeSelectOption[];
  value: string;
  onChange: (value: string) => void;
  description?: ReactNode;
  /** Shown under the field and announced with it while set. */
  errorMessage?: string;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
};

/**
 * The browser's own select, in the kit's field look. For a short, fixed list whose choice only
 * sets a value (a search field, a form's option) on pages that must load light: it needs no
 * listbox or overlay code, and phones show their native picker. Not for choices that act at once
 * (arrows on a closed native select fire `change`): use `Select` there.
 */
export function NativeSelect({
  label,
  options,
  value,
  onChange,
  description,
  errorMessage,
  name,
  isRequired,
  isDisabled,
}: NativeSelectProps) {
  const messages = useUiMessages();
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, errorMessage ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Wrapper data-component="NativeSelect">
      <Label htmlFor={id}>
        {label}
        {isRequired ? (
          <>
            <span aria-hidden="true">{asterisk}</span>
            <span style={visuallyHidden}>{messages.requiredHint}</span>
          </>
        ) : null}
      </Label>
      <Control>
        <Select
          id={id}
          name={name}
          value={value}
          required={isRequired}
          disabled={isDisabled}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </Select>
        <Icon name="chevron-down" />
      </Control>
      {description ? <Description id={descriptionId}>{description}</Description> : null}
      {errorMessage ? <Error id={errorId}>{errorMessage}</Error> : null}
    </Wrapper>
  );
}
