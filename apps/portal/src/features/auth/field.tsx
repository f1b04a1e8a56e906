import { vars } from '@acervo/ui';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';

/*
 * Form controls for the login area, built on native elements until the design system's TextField,
 * Checkbox and Select land (then these become thin wrappers over them).
 */

export const FieldBox = styled.div`
  display: grid;
  gap: ${vars.space.xs};
  label {
    font-weight: ${vars.font.weight.medium};
  }
  input,
  select {
    min-height: ${vars.size.target};
    padding: 0 ${vars.space.sm};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.background};
    color: ${vars.color.text};
    font: inherit;
  }
  input:focus-visible,
  select:focus-visible {
    outline: ${vars.size.focusWidth} solid ${vars.color.focus};
    outline-offset: 1px;
  }
  [aria-invalid='true'] {
    border-color: ${vars.color.danger};
    border-width: 2px;
  }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-weight: ${vars.font.weight.medium};
`;

export const InputRow = styled.div`
  display: flex;
  gap: ${vars.space.sm};
  input {
    flex: 1;
    min-width: 0;
  }
`;

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  error?: string | undefined;
  after?: ReactNode;
};

export function TextInput({ id, label, error, after, ...input }: TextFieldProps) {
  const errorId = `${id}-erro`;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <InputRow>
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {after}
      </InputRow>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldBox>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
};

export function SelectInput({ id, label, error, children, ...select }: SelectFieldProps) {
  const errorId = `${id}-erro`;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {children}
      </select>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldBox>
  );
}

export const CheckboxLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: ${vars.size.target};
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${vars.color.accent};
  }
`;

export const FormAlert = styled.div`
  padding: ${vars.space.sm} ${vars.space.md};
  border: 1px solid ${vars.color.danger};
  border-left-width: 0.375rem;
  border-radius: ${vars.radius.sm};
  p {
    margin: 0;
  }
  &[data-tone='success'] {
    border-color: ${vars.color.accent};
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${vars.space.md};
`;
